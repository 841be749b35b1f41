import { describe, expect, expectTypeOf, it } from 'vitest';
import { type OperationHandler, reply } from '../../server/platform/http/operation';
import type { HandlerReply, JsonReply, ResponseOf } from '../../server/platform/http/reply-types';

// Handlers' replies are typed from the contract: these fixtures are compiled by `npm run check`
// (tsc over tests/), and each `@ts-expect-error` fails the build if a wrong shape ever compiles.

type RankingPage = ResponseOf<'listManagerRanking'>;

// Never called: only compiled. A payload missing a required field or with a wrong type is refused.
const missingTotal: OperationHandler<'listManagerRanking'> = async (c) =>
  // @ts-expect-error the contract requires total, range and modules
  reply(c, { items: [], page: 1, page_size: 50 });

const wrongType: OperationHandler<'listPhonePrefixes'> = async (c) =>
  // @ts-expect-error callingCode is a string in the contract
  reply(c, [{ name: 'México', codeName: 'MX', callingCode: 52, language: 'es', flag: '🇲🇽' }]);

const rightShape: OperationHandler<'listPhonePrefixes'> = async (c) =>
  reply(c, [{ name: 'México', codeName: 'MX', callingCode: '52', language: 'es', flag: '🇲🇽' }]);

// An operation whose success is a file (CSV) answers any Response; a JSON-only one does not.
const csvHandler: OperationHandler<'exportManagerRanking'> = async () => new Response('a,b\r\n');
const plainResponse: OperationHandler<'listManagerRanking'> = async () =>
  // @ts-expect-error a JSON operation must answer through reply() with its payload
  new Response('{}');

describe('typed replies', () => {
  it('the compiled fixtures exist as handlers', () => {
    for (const h of [missingTotal, wrongType, rightShape, csvHandler, plainResponse]) {
      expect(typeof h).toBe('function');
    }
  });

  it('a reply of the contract payload is what the handler may answer', () => {
    expectTypeOf<JsonReply<RankingPage>>().toExtend<HandlerReply<'listManagerRanking'>>();
    expectTypeOf<JsonReply<{ total: string }>>().not.toExtend<HandlerReply<'listManagerRanking'>>();
  });
});
