import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  cellValue,
  columnIndex,
  FileProblem,
  type FileRow,
  fileItems,
  locateField,
} from '../../server/integrations/file-items';
import {
  exampleRow,
  fileColumns,
  fileShape,
  nounOf,
  ShapeProblem,
} from '../../server/integrations/file-shape';

// The file shape of an ingestion kind, read from its schema: columns, the example row, and rows
// made into items (typed cells, `;` lists, children by row, rows of one parent grouped).

type Json = Record<string, unknown>;

/** A contract of its own, shaped as the courses and regions are. */
const DOC: Json = {
  components: {
    schemas: {
      ExternalId: { type: 'string', minLength: 1, maxLength: 100 },
      IngestRegion: {
        type: 'object',
        required: ['externalId', 'name'],
        properties: {
          externalId: { $ref: '#/components/schemas/ExternalId' },
          name: { type: 'string', maxLength: 200 },
          translations: {
            type: 'object',
            propertyNames: { enum: ['es', 'en'] },
            additionalProperties: { type: 'string' },
          },
          active: { type: 'boolean' },
        },
      },
      IngestCourse: {
        type: 'object',
        required: ['externalId', 'name'],
        properties: {
          externalId: { $ref: '#/components/schemas/ExternalId' },
          name: { type: 'string' },
          positionExternalIds: {
            type: 'array',
            items: { $ref: '#/components/schemas/ExternalId' },
          },
          lessons: {
            type: 'array',
            items: {
              type: 'object',
              required: ['externalId', 'title'],
              properties: { externalId: { type: 'string' }, title: { type: 'string' } },
            },
          },
          exams: {
            type: 'array',
            items: {
              type: 'object',
              required: ['externalId', 'title'],
              properties: {
                externalId: { type: 'string' },
                title: { type: 'string' },
                passingScore: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
                questions: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['externalId', 'text', 'points'],
                    properties: {
                      externalId: { type: 'string' },
                      text: { type: 'string' },
                      points: { type: 'number', minimum: 0, maximum: 1000 },
                    },
                  },
                },
              },
            },
          },
        },
      },
      IngestBroken: {
        type: 'object',
        properties: { anything: {} },
      },
    },
  },
};

const rows = (...lines: string[][]): FileRow[] => lines.map((cells, i) => ({ row: i + 2, cells }));

describe('file columns', () => {
  it('a flat kind: scalars are columns, an object of fixed keys is dotted columns', () => {
    const shape = fileShape(DOC, 'IngestRegion');
    expect(fileColumns(shape)).toEqual([
      'externalId',
      'name',
      'translations.es',
      'translations.en',
      'active',
    ]);
    expect(shape.grouped).toBe(false);
    expect(exampleRow(shape, 'en-US')).toEqual(['REGION-1', 'Example 1', '', '', 'true']);
    expect(exampleRow(shape, 'es-ES')[1]).toBe('Ejemplo 1');
  });

  it('a nested kind: lists are one cell, arrays of objects dotted columns at any depth', () => {
    const shape = fileShape(DOC, 'IngestCourse');
    expect(fileColumns(shape)).toEqual([
      'externalId',
      'name',
      'positionExternalIds',
      'lessons.externalId',
      'lessons.title',
      'exams.externalId',
      'exams.title',
      'exams.passingScore',
      'exams.questions.externalId',
      'exams.questions.text',
      'exams.questions.points',
    ]);
    expect(shape.grouped).toBe(true);
    expect(shape.identity).toBe('externalId');
    expect(exampleRow(shape, null)).toEqual([
      'COURSE-1',
      'Ejemplo 1',
      'POSITION-1;POSITION-2',
      'LESSON-1',
      'Ejemplo 1',
      'EXAM-1',
      'Ejemplo 1',
      '50',
      'QUESTION-1',
      'Ejemplo 1',
      '1',
    ]);
  });

  it('a field of no usable type or an unknown schema is a ShapeProblem', () => {
    expect(() => fileShape(DOC, 'IngestBroken')).toThrow(ShapeProblem);
    expect(() => fileShape(DOC, 'IngestNothing')).toThrow(ShapeProblem);
  });

  it('nouns from names', () => {
    expect(nounOf('IngestSurveyAnswer')).toBe('SURVEY-ANSWER');
    expect(nounOf('exams')).toBe('EXAM');
    expect(nounOf('kpiModuleExternalId')).toBe('KPI-MODULE');
    expect(nounOf('positionExternalIds')).toBe('POSITION');
    expect(nounOf('categories')).toBe('CATEGORY');
  });

  it('every kind of the real contract has a file shape', () => {
    const doc = parse(readFileSync('openapi/admin.yaml', 'utf8')) as Json;
    const schemas = (doc.components as Json).schemas as Json;
    for (const name of Object.keys(schemas).filter((n) => /^Ingest[A-Z]/.test(n))) {
      if (name === 'IngestItemResult' || name === 'IngestResult') continue;
      expect(fileColumns(fileShape(doc, name)).length, name).toBeGreaterThan(0);
    }
  });
});

describe('file items', () => {
  it('a flat kind: one item per row, cells typed, empty cells left out, blank rows skipped', () => {
    const shape = fileShape(DOC, 'IngestRegion');
    const index = columnIndex(shape, [' ExternalId ', 'name', 'translations.en', 'active']);
    const items = fileItems(
      shape,
      rows(['R1', 'Norte', 'North', 'sí'], ['', '', '', ''], ['R1', 'Norte', '', 'maybe']),
      index,
    );
    expect(items.map((i) => i.item)).toEqual([
      { externalId: 'R1', name: 'Norte', translations: { en: 'North' }, active: true },
      { externalId: 'R1', name: 'Norte', active: 'maybe' },
    ]);
    // The same identity twice is two items, as two items of a request are.
    expect(items.map((i) => i.rows)).toEqual([[2], [4]]);
  });

  it('a nested kind: rows of one parent make one item, children by identity, any depth', () => {
    const shape = fileShape(DOC, 'IngestCourse');
    const header = fileColumns(shape);
    const index = columnIndex(shape, header);
    const at = (cells: Record<string, string>) => header.map((c) => cells[c] ?? '');
    const items = fileItems(
      shape,
      rows(
        at({
          externalId: 'C1',
          name: 'Café',
          positionExternalIds: 'P1; P2;',
          'lessons.externalId': 'L1',
          'lessons.title': 'Uno',
          'exams.externalId': 'E1',
          'exams.title': 'Final',
          'exams.questions.externalId': 'Q1',
          'exams.questions.text': '¿?',
          'exams.questions.points': '2,5',
        }),
        at({ externalId: 'C2', name: 'Té' }),
        at({
          externalId: 'C1',
          'lessons.externalId': 'L2',
          'lessons.title': 'Dos',
          'exams.externalId': 'E1',
          'exams.questions.externalId': 'Q2',
          'exams.questions.text': '¿¿?',
          'exams.questions.points': '3',
        }),
        at({
          externalId: 'C1',
          'lessons.externalId': 'L2',
          'lessons.title': 'Dos',
          'exams.questions.externalId': 'Q3',
          'exams.questions.text': 'x',
          'exams.questions.points': '1',
        }),
      ),
      index,
    );
    expect(items.map((i) => i.rows)).toEqual([[2, 4, 5], [3]]);
    expect(items[0]?.conflict).toBeNull();
    expect(items[0]?.item).toEqual({
      externalId: 'C1',
      name: 'Café',
      positionExternalIds: ['P1', 'P2'],
      lessons: [
        { externalId: 'L1', title: 'Uno' },
        { externalId: 'L2', title: 'Dos' },
      ],
      exams: [
        {
          externalId: 'E1',
          title: 'Final',
          questions: [
            { externalId: 'Q1', text: '¿?', points: 2.5 },
            { externalId: 'Q2', text: '¿¿?', points: 3 },
            { externalId: 'Q3', text: 'x', points: 1 },
          ],
        },
      ],
    });
    expect(items[1]?.item).toEqual({ externalId: 'C2', name: 'Té' });
    expect(items[0]?.places.get('lessons.1')).toBe(4);
    expect(items[0]?.places.get('exams.0')).toBe(2);
  });

  it('two rows of one item disagreeing on a cell: the item carries the conflict', () => {
    const shape = fileShape(DOC, 'IngestCourse');
    const index = columnIndex(shape, ['externalId', 'name', 'lessons.externalId']);
    const [item] = fileItems(shape, rows(['C1', 'Café', 'L1'], ['C1', 'Cafe', 'L2']), index);
    expect(item?.conflict).toEqual({ column: 'name', row: 3 });
  });

  it('refuses a header with an unknown or repeated column, or none of the kind', () => {
    const shape = fileShape(DOC, 'IngestRegion');
    const reason = (header: string[]) => {
      try {
        columnIndex(shape, header);
        return null;
      } catch (err) {
        return err instanceof FileProblem ? [err.reason, err.field] : err;
      }
    };
    expect(reason(['externalId', 'nmae'])).toEqual(['unknown_column', 'nmae']);
    expect(reason(['externalId', 'EXTERNALID'])).toEqual(['repeated_column', 'externalId']);
    expect(reason(['', ' '])).toEqual(['missing_header', 'header']);
    expect(reason(['externalId', '', 'name'])).toBeNull();
  });

  it('cells as their field type; what is not of the type stays text', () => {
    expect(cellValue('integer', '12')).toBe(12);
    expect(cellValue('number', '-0,5')).toBe(-0.5);
    expect(cellValue('number', '1e3')).toBe(1000);
    expect(cellValue('integer', '12 kg')).toBe('12 kg');
    expect(cellValue('boolean', 'FALSE')).toBe(false);
    expect(cellValue('boolean', 'Verdadero')).toBe(true);
    expect(cellValue('boolean', 'tal vez')).toBe('tal vez');
    expect(cellValue('string', '007')).toBe('007');
  });

  it('a refused field is found in its column and on its child row', () => {
    const shape = fileShape(DOC, 'IngestCourse');
    const columns = fileColumns(shape);
    const index = columnIndex(shape, columns);
    const at = (cells: Record<string, string>) => columns.map((c) => cells[c] ?? '');
    const [item] = fileItems(
      shape,
      rows(
        at({ externalId: 'C1', 'exams.externalId': 'E1', 'exams.questions.externalId': 'Q1' }),
        at({ externalId: 'C1', 'exams.externalId': 'E1', 'exams.questions.externalId': 'Q2' }),
      ),
      index,
    );
    if (!item) throw new Error('no item');
    expect(locateField(item, 'exams.0.questions.1.points', columns)).toEqual({
      column: 'exams.questions.points',
      row: 3,
    });
    expect(locateField(item, 'exams[0].questions[1]', columns)).toEqual({
      column: 'exams.questions',
      row: 3,
    });
    expect(locateField(item, 'name', columns)).toEqual({ column: 'name', row: 2 });
    // A required field missing from a child: its bare name, matched to the child's column.
    expect(locateField(item, 'title', columns)).toEqual({ column: 'lessons.title', row: 2 });
    expect(locateField(item, 'item', columns)).toEqual({ column: 'item', row: 2 });
  });
});
