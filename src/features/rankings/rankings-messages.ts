import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the three rankings (SPEC §2, §4 medals and levels, §8, §9). */
export const rankingsMessages = untyped(
  defineMessages({
    empty: { id: 'rankings.empty', defaultMessage: '¡No hay ranking por ahora!' },
    loadFailed: {
      id: 'rankings.loadFailed',
      defaultMessage: 'Error al cargar las métricas y rankings',
    },
    forbidden: {
      id: 'rankings.forbidden',
      defaultMessage: 'No tienes acceso a este alcance',
    },
    searchUsers: {
      id: 'rankings.users.search',
      defaultMessage: 'Buscar por nombre, correo, teléfono o número de empleado',
    },
    searchManagers: {
      id: 'rankings.managers.search',
      defaultMessage: 'Buscar por nombre, correo o {store}',
    },
    searchStores: { id: 'rankings.stores.search', defaultMessage: 'Buscar {store}' },

    colRank: { id: 'rankings.col.rank', defaultMessage: 'Lugar' },
    colName: { id: 'rankings.col.name', defaultMessage: 'Nombre' },
    colPosition: { id: 'rankings.col.position', defaultMessage: 'Puesto' },
    colRegion: { id: 'rankings.col.region', defaultMessage: 'Región' },
    colScore: { id: 'rankings.col.score', defaultMessage: 'Calificación' },
    colProgress: { id: 'rankings.col.progress', defaultMessage: 'Avance' },
    colAdoption: { id: 'rankings.col.adoption', defaultMessage: 'Adopción' },
    colMedal: { id: 'rankings.col.medal', defaultMessage: 'Medalla' },
    colLevel: { id: 'rankings.col.level', defaultMessage: 'Nivel' },
    colPeople: { id: 'rankings.col.people', defaultMessage: 'Usuarios' },
    colCompleted: { id: 'rankings.col.completed', defaultMessage: 'Cursos completados' },
    colGrowth: { id: 'rankings.col.growth', defaultMessage: 'Crecimiento' },
    colProgressMade: { id: 'rankings.col.progressMade', defaultMessage: 'Avance en el periodo' },
    colResult: { id: 'rankings.col.result', defaultMessage: 'Resultado' },
    colTraining: { id: 'rankings.col.training', defaultMessage: 'Capacitación' },
    colSupervision: { id: 'rankings.col.supervision', defaultMessage: 'Supervisión' },
    colSatisfaction: { id: 'rankings.col.satisfaction', defaultMessage: 'NPS' },
    activeInPeriod: {
      id: 'rankings.people.activeInPeriod',
      defaultMessage: '{active} activos en el periodo de {people}',
    },
    countOf: {
      id: 'rankings.countOf',
      defaultMessage: '{value} ({count, plural, one {# registro} other {# registros}})',
    },

    ruleButton: { id: 'rankings.rule.button', defaultMessage: '¿Cómo se calcula?' },
    'rule.users.active': {
      id: 'rankings.rule.users.active',
      defaultMessage:
        'Cuenta solo lo que cada persona hizo en el periodo elegido. Activa: completó al menos un examen o un curso en el periodo.',
    },
    'rule.users.figures': {
      id: 'rankings.rule.users.figures',
      defaultMessage:
        'Calificación: promedio de los exámenes completados en el periodo. Avance en el periodo: cursos de su puesto completados en el periodo entre los cursos de su puesto. Desempeño: promedio de ambos (solo el avance si no hay calificación).',
    },
    'rule.users.place': {
      id: 'rankings.rule.users.place',
      defaultMessage:
        'Lugar: primero todas las personas activas, por desempeño; las que no estuvieron activas comparten el último lugar con la medalla Dormido. Empates comparten lugar.',
    },
    'rule.users.medals': {
      id: 'rankings.rule.users.medals',
      defaultMessage:
        'Nivel y medalla salen del desempeño del periodo. Si nadie estuvo activo, no hay ranking.',
    },
    'rule.managers.parts': {
      id: 'rankings.rule.managers.parts',
      defaultMessage:
        'Cada gerente responde por su {store}. Capacitación: desempeño de su gente en el periodo (promedio de la calificación de los exámenes completados y el avance en el periodo).',
    },
    'rule.managers.modules': {
      id: 'rankings.rule.managers.modules',
      defaultMessage:
        'Supervisión: calificación promedio de las supervisiones del periodo. NPS: el de las encuestas del periodo, llevado a 0–100 como (NPS + 100) / 2. Cada una cuenta solo si la marca tiene el módulo.',
    },
    'rule.managers.place': {
      id: 'rankings.rule.managers.place',
      defaultMessage:
        'Resultado: promedio de las partes con datos en el periodo. Lugar por resultado; quienes no tienen ninguna parte comparten el último lugar. Si nadie tiene datos, no hay ranking.',
    },
    'rule.stores.place': {
      id: 'rankings.rule.stores.place',
      defaultMessage:
        'Lugar por avance al final del periodo y, en empate, por adopción. Avance: cursos completados entre los cursos disponibles para su gente. Adopción: personas que completaron al menos un curso entre las registradas.',
    },
    'rule.stores.period': {
      id: 'rankings.rule.stores.period',
      defaultMessage:
        'Calificación y cursos completados: los del periodo. Crecimiento: avance al final menos avance al inicio del periodo, en puntos. Si no hubo actividad en el periodo (ningún examen ni curso completado en el alcance), no hay ranking.',
    },
    peopleActive: {
      id: 'rankings.people.active',
      defaultMessage: '{active} activos de {people}',
    },
    growthPoints: { id: 'rankings.growth.points', defaultMessage: '{value} pts' },
    noValue: { id: 'rankings.noValue', defaultMessage: 'Sin calificación' },
    noData: { id: 'rankings.noData', defaultMessage: '—' },

    filterPosition: { id: 'rankings.filter.position', defaultMessage: 'Puesto' },
    allPositions: { id: 'rankings.filter.position.all', defaultMessage: 'Todos los puestos' },
    positionsFailed: {
      id: 'rankings.filter.position.failed',
      defaultMessage: 'Error al cargar los puestos',
    },
    filterTopic: { id: 'rankings.filter.topic', defaultMessage: 'Curso' },
    allTopics: { id: 'rankings.filter.topic.all', defaultMessage: 'Todos los cursos' },
    topicsFailed: {
      id: 'rankings.filter.topic.failed',
      defaultMessage: 'Error al cargar los cursos',
    },
    filterTime: { id: 'rankings.filter.time', defaultMessage: 'Tiempo en el producto' },
    anyTime: { id: 'rankings.filter.time.any', defaultMessage: 'Cualquier tiempo' },

    sortBy: { id: 'rankings.sort', defaultMessage: 'Ordenar por' },
    'sort.top': { id: 'rankings.sort.top', defaultMessage: 'Mejores' },
    'sort.bottom': { id: 'rankings.sort.bottom', defaultMessage: 'Peores' },
    'sort.most_completed': {
      id: 'rankings.sort.mostCompleted',
      defaultMessage: 'Más cursos completados',
    },
    'sort.least_completed': {
      id: 'rankings.sort.leastCompleted',
      defaultMessage: 'Menos cursos completados',
    },
    'sort.best_growth': { id: 'rankings.sort.bestGrowth', defaultMessage: 'Mayor crecimiento' },
    'sort.worst_growth': { id: 'rankings.sort.worstGrowth', defaultMessage: 'Menor crecimiento' },

    'medal.gold': { id: 'rankings.medal.gold', defaultMessage: 'Oro' },
    'medal.silver': { id: 'rankings.medal.silver', defaultMessage: 'Plata' },
    'medal.bronze': { id: 'rankings.medal.bronze', defaultMessage: 'Bronce' },
    'medal.sleepy': { id: 'rankings.medal.sleepy', defaultMessage: 'Dormido' },
    'medal.destroyer': { id: 'rankings.medal.destroyer', defaultMessage: 'Destructor' },
    'medal.none': { id: 'rankings.medal.none', defaultMessage: 'Sin medalla' },
    'medalRule.gold': {
      id: 'rankings.medal.gold.rule',
      defaultMessage: 'Oro: desempeño de {min} o más.',
    },
    'medalRule.silver': {
      id: 'rankings.medal.silver.rule',
      defaultMessage: 'Plata: desempeño de {min} a menos de {max}.',
    },
    'medalRule.bronze': {
      id: 'rankings.medal.bronze.rule',
      defaultMessage: 'Bronce: desempeño de {min} a menos de {max}.',
    },
    'medalRule.sleepy': {
      id: 'rankings.medal.sleepy.rule',
      defaultMessage: 'Dormido: no completó ningún examen ni ningún curso en el periodo.',
    },
    'medalRule.destroyer': {
      id: 'rankings.medal.destroyer.rule',
      defaultMessage:
        'Destructor: completó {min} o más exámenes en el periodo y reprobó más de los que aprobó.',
    },
    'medalRule.none': {
      id: 'rankings.medal.none.rule',
      defaultMessage: 'Sin medalla: desempeño menor a {max}.',
    },
    'level.high': { id: 'rankings.level.high', defaultMessage: 'Alto' },
    'level.medium': { id: 'rankings.level.medium', defaultMessage: 'Medio' },
    'level.low': { id: 'rankings.level.low', defaultMessage: 'Bajo' },
    'levelRule.high': {
      id: 'rankings.level.high.rule',
      defaultMessage: 'Alto: desempeño de {min} o más.',
    },
    'levelRule.medium': {
      id: 'rankings.level.medium.rule',
      defaultMessage: 'Medio: desempeño de {min} a menos de {max}.',
    },
    'levelRule.low': {
      id: 'rankings.level.low.rule',
      defaultMessage: 'Bajo: desempeño menor a {max}.',
    },
    performance: {
      id: 'rankings.performance',
      defaultMessage:
        'Desempeño {value}: el promedio de la calificación y el avance del periodo (solo el avance si no hay calificación).',
    },
  }),
);
