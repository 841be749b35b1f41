// Reference data of the demo seed: brands, regions, stores, positions, courses, modules, surveys
// and the word pools the bulk SQL draws from. Ids are derived from positions in these lists (see
// seed-fixtures.ts), so editing a list changes ids: append rather than reorder.

type Lang = 'es' | 'en' | 'fr' | 'pt' | 'ru' | 'zh';
export type Translations = Record<Lang, string>;

interface RegionSeed {
  name: Translations;
  /** Store names without the brand prefix; 12 or 13 per region, 50 per brand. */
  stores: readonly string[];
  /** The two supervisors who visit this region's stores. */
  supervisors: readonly [string, string];
}

interface CourseSeed {
  name: string;
  type: 'serial' | 'open' | 'inactive';
  /** Position names (of the same brand) the course targets; absent = every position. */
  positions?: readonly string[];
  /**
   * A seasonal course runs from one 'MM-DD' to the next (across New Year when the end comes
   * first), in its latest season that ended before the seed day; `{year}` and `{next}` in its
   * name become that season's years, so the name always fits the dates.
   */
  season?: readonly [string, string];
}

interface ModuleSeed {
  name: string;
  /** `lowerIsBetter`: a time, where less than the target is good news. */
  kpi?: { unit: string; target: number; low: number; high: number; lowerIsBetter?: boolean };
}

export interface BrandSeed {
  id: number;
  name: string;
  /** Prefix of store names, e.g. 'Sabor Fresco Polanco'. */
  storePrefix: string;
  industry: 'restaurants' | 'retail' | 'education';
  emailDomain: string;
  employeePrefix: string;
  enrollmentKey: string;
  shareBrandKey: boolean;
  color: string;
  storeType: Translations;
  modules: { training: boolean; supervision: boolean; satisfaction: boolean; kpi: boolean };
  dc3: boolean;
  regions: readonly RegionSeed[];
  /**
   * Position names with their share (percent) of the brand's people (shares sum to 100) and the
   * STPS occupation subarea (openapi/rules/dc3-catalogues.ts) its DC-3 forms carry. The first
   * manages a store (the managers ranking).
   */
  positions: readonly (readonly [string, number, string])[];
  courses: readonly CourseSeed[];
  supervisionModules: readonly ModuleSeed[];
  supervisionChecklists: readonly string[];
  surveys: readonly string[];
  practicalEvaluations: readonly string[];
  businessGroups: readonly [string, string];
  workGroups: readonly string[];
  /** Openings of guest comments by NPS group. */
  commentOpenings: {
    promoter: readonly string[];
    passive: readonly string[];
    detractor: readonly string[];
  };
}

export const REGION_WORD: Translations = {
  es: 'Región',
  en: 'Region',
  fr: 'Région',
  pt: 'Região',
  ru: 'Регион',
  zh: '区域',
};

export const BRANDS: readonly BrandSeed[] = [
  {
    id: 1,
    name: 'Sabor Fresco',
    storePrefix: 'Sabor Fresco',
    industry: 'restaurants',
    emailDomain: 'saborfresco.mx',
    employeePrefix: 'SF',
    enrollmentKey: 'SABOR-2024',
    shareBrandKey: true,
    color: '#c0392b',
    storeType: {
      es: 'Sucursal',
      en: 'Branch',
      fr: 'Succursale',
      pt: 'Filial',
      ru: 'Филиал',
      zh: '分店',
    },
    modules: { training: true, supervision: true, satisfaction: true, kpi: true },
    dc3: true,
    regions: [
      {
        name: { es: 'Centro', en: 'Central', fr: 'Centre', pt: 'Centro', ru: 'Центр', zh: '中部' },
        stores: [
          'Polanco',
          'Condesa',
          'Roma Norte',
          'Coyoacán',
          'Santa Fe',
          'Del Valle',
          'Satélite',
          'Lindavista',
          'Insurgentes Sur',
          'Narvarte',
          'Tlalpan',
          'Puebla Angelópolis',
          'Cuernavaca Centro',
        ],
        supervisors: ['Laura Méndez Ortiz', 'Héctor Salinas Vega'],
      },
      {
        name: { es: 'Bajío', en: 'Bajío', fr: 'Bajío', pt: 'Bajío', ru: 'Бахио', zh: '巴希奥' },
        stores: [
          'Querétaro Centro',
          'Juriquilla',
          'León Campestre',
          'León Centro Max',
          'Irapuato',
          'Celaya',
          'Aguascalientes Norte',
          'Aguascalientes Centro',
          'San Luis Potosí Lomas',
          'Morelia Altozano',
          'Guanajuato Centro',
          'San Miguel de Allende',
        ],
        supervisors: ['Rosa Elena Cárdenas', 'Martín Olvera Ruiz'],
      },
      {
        name: { es: 'Occidente', en: 'West', fr: 'Ouest', pt: 'Oeste', ru: 'Запад', zh: '西部' },
        stores: [
          'Guadalajara Chapultepec',
          'Providencia',
          'Zapopan Andares',
          'Tlaquepaque',
          'Tonalá',
          'Puerto Vallarta Marina',
          'Colima',
          'Tepic',
          'Manzanillo',
          'Chapala',
          'Zapopan Real Center',
          'Guadalajara Minerva',
          'Tlajomulco',
        ],
        supervisors: ['Andrea Villaseñor Gil', 'Ramiro Padilla Nava'],
      },
      {
        name: { es: 'Norte', en: 'North', fr: 'Nord', pt: 'Norte', ru: 'Север', zh: '北部' },
        stores: [
          'Monterrey San Pedro',
          'Monterrey Cumbres',
          'Saltillo',
          'Chihuahua',
          'Ciudad Juárez',
          'Torreón',
          'Hermosillo',
          'Culiacán',
          'Tijuana Río',
          'Mexicali',
          'Durango',
          'Mazatlán',
        ],
        supervisors: ['Karina Treviño Garza', 'Óscar Villarreal Peña'],
      },
    ],
    positions: [
      ['Gerente', 4, '08.2'],
      ['Subgerente', 4, '08.2'],
      ['Cajero', 14, '07.2'],
      ['Cocinero', 22, '07.2'],
      ['Mesero', 30, '07.2'],
      ['Ayudante de cocina', 16, '07.2'],
      ['Repartidor', 10, '07.8'],
    ],
    courses: [
      { name: 'Bienvenida a Sabor Fresco', type: 'serial' },
      { name: 'Higiene y manejo de alimentos', type: 'serial' },
      { name: 'Servicio al comensal', type: 'serial' },
      { name: 'Seguridad en cocina', type: 'serial' },
      { name: 'Operación de caja', type: 'serial', positions: ['Gerente', 'Subgerente', 'Cajero'] },
      {
        name: 'Preparación de platillos estrella',
        type: 'serial',
        positions: ['Cocinero', 'Ayudante de cocina'],
      },
      { name: 'Atención a quejas y sugerencias', type: 'serial' },
      { name: 'Cultura de servicio', type: 'open' },
      { name: 'Prevención de riesgos laborales', type: 'open' },
      { name: 'Manejo de alérgenos', type: 'open' },
      { name: 'Ventas sugestivas', type: 'open' },
      { name: 'Trabajo en equipo', type: 'open' },
      { name: 'Control de inventarios', type: 'open', positions: ['Gerente', 'Subgerente'] },
      { name: 'Temporada navideña {year}', type: 'inactive', season: ['11-15', '01-06'] },
      { name: 'Protocolo sanitario de contingencia', type: 'inactive' },
      { name: 'Menú de verano {year}', type: 'inactive', season: ['06-01', '08-31'] },
    ],
    supervisionModules: [
      { name: 'Limpieza e higiene' },
      {
        name: 'Servicio al comensal',
        kpi: { unit: '%', target: 90, low: 72, high: 99 },
      },
      { name: 'Seguridad alimentaria' },
      { name: 'Imagen y mantenimiento' },
      {
        name: 'Ventas',
        kpi: { unit: 'miles MXN', target: 1200, low: 850, high: 1550 },
      },
      {
        name: 'Tiempos de servicio',
        kpi: { unit: 'min', target: 12, low: 8, high: 18, lowerIsBetter: true },
      },
    ],
    supervisionChecklists: [
      'Apertura de sucursal',
      'Cierre de sucursal',
      'Visita del supervisor regional',
      'Auditoría mensual',
    ],
    surveys: [
      'Encuesta de satisfacción en sucursal',
      'Encuesta de servicio a domicilio',
      'Encuesta de experiencia en autoservicio',
    ],
    practicalEvaluations: [
      'Montaje de mesa y toma de orden',
      'Preparación de platillo en línea',
      'Cierre de caja supervisado',
      'Limpieza profunda de cocina',
    ],
    businessGroups: ['Sucursales propias', 'Franquicias'],
    workGroups: ['Turno matutino', 'Turno vespertino', 'Fin de semana'],
    commentOpenings: {
      promoter: [
        'La comida estuvo deliciosa',
        'Excelente servicio',
        'Muy buena atención del mesero',
        'Los tacos son los mejores de la zona',
        'Me encantó la experiencia',
        'Todo llegó caliente y a tiempo',
        'El personal fue muy amable',
        'Gran sazón',
      ],
      passive: [
        'La comida estaba bien',
        'Buen servicio en general',
        'Todo correcto',
        'El lugar es agradable',
        'Las porciones son justas',
        'Aceptable para el precio',
      ],
      detractor: [
        'Tardaron demasiado en traer la comida',
        'Mi pedido llegó incompleto',
        'La comida llegó fría',
        'El mesero fue grosero',
        'Las mesas estaban sucias',
        'Me cobraron de más',
        'Nadie nos atendió por veinte minutos',
      ],
    },
  },
  {
    id: 2,
    name: 'Tiendas Aurora',
    storePrefix: 'Aurora',
    industry: 'retail',
    emailDomain: 'tiendasaurora.com.mx',
    employeePrefix: 'TA',
    enrollmentKey: 'AURORA-2024',
    shareBrandKey: true,
    color: '#6c3483',
    storeType: {
      es: 'Tienda',
      en: 'Store',
      fr: 'Magasin',
      pt: 'Loja',
      ru: 'Магазин',
      zh: '门店',
    },
    modules: { training: true, supervision: true, satisfaction: true, kpi: false },
    dc3: true,
    regions: [
      {
        name: {
          es: 'Valle de México',
          en: 'Valley of Mexico',
          fr: 'Vallée de Mexico',
          pt: 'Vale do México',
          ru: 'Долина Мехико',
          zh: '墨西哥谷地',
        },
        stores: [
          'Perisur',
          'Plaza Universidad',
          'Parque Delta',
          'Mundo E',
          'Plaza Satélite',
          'Galerías Coapa',
          'Toreo',
          'Parque Lindavista',
          'Interlomas',
          'Ecatepec Las Américas',
          'Toluca Galerías',
          'Pachuca',
          'Oasis Coyoacán',
        ],
        supervisors: ['Fabiola Arriaga Soto', 'Gonzalo Espinosa Lira'],
      },
      {
        name: {
          es: 'Noreste',
          en: 'Northeast',
          fr: 'Nord-Est',
          pt: 'Nordeste',
          ru: 'Северо-Восток',
          zh: '东北部',
        },
        stores: [
          'Monterrey Galerías',
          'San Nicolás',
          'Apodaca',
          'Guadalupe Linda Vista',
          'Saltillo Galerías',
          'Reynosa',
          'Matamoros',
          'Nuevo Laredo',
          'Tampico',
          'Ciudad Victoria',
          'Monclova',
          'Santa Catarina',
        ],
        supervisors: ['Brenda Cantú Elizondo', 'Rogelio Montemayor Sáenz'],
      },
      {
        name: {
          es: 'Pacífico',
          en: 'Pacific',
          fr: 'Pacifique',
          pt: 'Pacífico',
          ru: 'Тихоокеанский',
          zh: '太平洋',
        },
        stores: [
          'Guadalajara Galerías',
          'Plaza del Sol',
          'Culiacán Forum',
          'Mazatlán Gran Plaza',
          'Hermosillo Galerías',
          'Tijuana Plaza Río',
          'Ensenada',
          'La Paz',
          'Los Cabos',
          'Tepic Forum',
          'Puerto Vallarta',
          'Mexicali Cachanilla',
          'Ciudad Obregón',
        ],
        supervisors: ['Itzel Quintero Bañuelos', 'Saúl Beltrán Osuna'],
      },
      {
        name: {
          es: 'Sureste',
          en: 'Southeast',
          fr: 'Sud-Est',
          pt: 'Sudeste',
          ru: 'Юго-Восток',
          zh: '东南部',
        },
        stores: [
          'Mérida Altabrisa',
          'Mérida Paseo 60',
          'Cancún Malecón',
          'Playa del Carmen',
          'Villahermosa',
          'Campeche',
          'Chetumal',
          'Tuxtla Gutiérrez',
          'Oaxaca',
          'Veracruz Andamar',
          'Xalapa',
          'Coatzacoalcos',
        ],
        supervisors: ['Maricruz Canul Poot', 'Wilberth Chan Euán'],
      },
    ],
    positions: [
      ['Gerente de tienda', 4, '08.2'],
      ['Supervisor de piso', 8, '07.1'],
      ['Vendedor', 45, '07.1'],
      ['Cajero', 20, '07.1'],
      ['Almacenista', 15, '06.5'],
      ['Visual merchandiser', 8, '10.5'],
    ],
    courses: [
      { name: 'Bienvenida a Tiendas Aurora', type: 'serial' },
      { name: 'Atención al cliente en piso', type: 'serial' },
      {
        name: 'Operación de punto de venta',
        type: 'serial',
        positions: ['Gerente de tienda', 'Cajero'],
      },
      { name: 'Prevención de pérdidas', type: 'serial' },
      { name: 'Conocimiento de producto', type: 'serial' },
      {
        name: 'Visual merchandising básico',
        type: 'open',
        positions: ['Visual merchandiser', 'Vendedor'],
      },
      { name: 'Manejo de devoluciones', type: 'open' },
      { name: 'Ventas consultivas', type: 'open' },
      { name: 'Seguridad y protección civil', type: 'open' },
      {
        name: 'Inventarios cíclicos',
        type: 'open',
        positions: ['Almacenista', 'Supervisor de piso'],
      },
      {
        name: 'Liderazgo de equipos',
        type: 'open',
        positions: ['Gerente de tienda', 'Supervisor de piso'],
      },
      { name: 'Buen Fin {year}', type: 'inactive', season: ['10-15', '11-20'] },
      { name: 'Regreso a clases {year}', type: 'inactive', season: ['07-15', '09-15'] },
      { name: 'Lanzamiento de temporada otoño', type: 'inactive' },
    ],
    supervisionModules: [
      { name: 'Exhibición de producto' },
      { name: 'Atención al cliente' },
      { name: 'Prevención de pérdidas' },
      { name: 'Limpieza y orden' },
    ],
    supervisionChecklists: [
      'Recorrido de apertura',
      'Auditoría de piso de venta',
      'Visita del gerente regional',
      'Cierre de tienda',
    ],
    surveys: ['Encuesta de experiencia de compra', 'Encuesta de compra en línea'],
    practicalEvaluations: [
      'Atención a cliente simulado',
      'Cobro y facturación en caja',
      'Montaje de exhibición',
      'Conteo de inventario',
    ],
    businessGroups: ['Tiendas propias', 'Franquicias'],
    workGroups: ['Turno matutino', 'Turno vespertino', 'Temporada alta'],
    commentOpenings: {
      promoter: [
        'Encontré todo lo que buscaba',
        'Excelente atención de la vendedora',
        'La tienda siempre está muy ordenada',
        'Muy buenas promociones',
        'El cobro en caja fue rápido',
        'Me ayudaron a elegir la talla correcta',
        'Gran variedad de productos',
      ],
      passive: [
        'Buena tienda en general',
        'Los precios son razonables',
        'Todo bien',
        'La atención fue correcta',
        'Faltaban algunas tallas',
        'Compra normal, sin contratiempos',
      ],
      detractor: [
        'La fila para pagar era enorme',
        'No había nadie para atenderme',
        'El producto salió defectuoso',
        'No me quisieron hacer la devolución',
        'Los probadores estaban sucios',
        'El precio en caja no coincidía con la etiqueta',
        'La vendedora fue muy grosera',
      ],
    },
  },
  {
    id: 3,
    name: 'Colegio Horizonte',
    storePrefix: 'Horizonte Campus',
    industry: 'education',
    emailDomain: 'horizonte.edu.mx',
    employeePrefix: 'CH',
    enrollmentKey: 'HORIZONTE-2024',
    shareBrandKey: false,
    color: '#117a65',
    storeType: {
      es: 'Escuela',
      en: 'School',
      fr: 'École',
      pt: 'Escola',
      ru: 'Школа',
      zh: '学校',
    },
    modules: { training: true, supervision: false, satisfaction: false, kpi: false },
    dc3: false,
    regions: [
      {
        name: {
          es: 'Zona Metropolitana',
          en: 'Metropolitan Area',
          fr: 'Zone métropolitaine',
          pt: 'Região Metropolitana',
          ru: 'Столичная агломерация',
          zh: '都市区',
        },
        stores: [
          'Coyoacán',
          'Tlalpan',
          'Naucalpan',
          'Tlalnepantla',
          'Iztapalapa',
          'Azcapotzalco',
          'Xochimilco',
          'Cuautitlán Izcalli',
          'Nezahualcóyotl',
          'Ecatepec',
          'Benito Juárez',
          'Álvaro Obregón',
          'Gustavo A. Madero',
        ],
        supervisors: ['Verónica Lozano Ríos', 'Alfonso Cabrera Meza'],
      },
      {
        name: { es: 'Golfo', en: 'Gulf', fr: 'Golfe', pt: 'Golfo', ru: 'Залив', zh: '海湾' },
        stores: [
          'Veracruz',
          'Boca del Río',
          'Xalapa',
          'Córdoba',
          'Orizaba',
          'Poza Rica',
          'Tuxpan',
          'Coatzacoalcos',
          'Minatitlán',
          'Tampico',
          'Ciudad Madero',
          'Papantla',
        ],
        supervisors: ['Norma Aguirre Collado', 'Esteban Rivas Tejeda'],
      },
      {
        name: {
          es: 'Península',
          en: 'Peninsula',
          fr: 'Péninsule',
          pt: 'Península',
          ru: 'Полуостров',
          zh: '半岛',
        },
        stores: [
          'Mérida Norte',
          'Mérida Centro',
          'Valladolid',
          'Progreso',
          'Cancún',
          'Playa del Carmen',
          'Tulum',
          'Cozumel',
          'Chetumal',
          'Campeche',
          'Ciudad del Carmen',
          'Izamal',
          'Tizimín',
        ],
        supervisors: ['Gabriela Pech Canché', 'Rubén Ku Balam'],
      },
      {
        name: {
          es: 'Altiplano',
          en: 'Highlands',
          fr: 'Hauts plateaux',
          pt: 'Altiplano',
          ru: 'Нагорье',
          zh: '高原',
        },
        stores: [
          'San Luis Potosí',
          'Zacatecas',
          'Fresnillo',
          'Aguascalientes',
          'Durango',
          'Matehuala',
          'Jerez',
          'Lagos de Moreno',
          'Tepatitlán',
          'Rioverde',
          'Calera',
          'Gómez Palacio',
        ],
        supervisors: ['Leticia Ibarra Félix', 'Jaime Ontiveros Haro'],
      },
    ],
    positions: [
      ['Director', 3, '11.2'],
      ['Coordinador académico', 7, '11.2'],
      ['Docente', 65, '11.2'],
      ['Auxiliar administrativo', 15, '08.2'],
      ['Prefecto', 10, '11.2'],
    ],
    courses: [
      { name: 'Inducción institucional', type: 'serial' },
      { name: 'Modelo educativo Horizonte', type: 'serial' },
      {
        name: 'Planeación didáctica',
        type: 'serial',
        positions: ['Docente', 'Coordinador académico'],
      },
      {
        name: 'Evaluación del aprendizaje',
        type: 'serial',
        positions: ['Docente', 'Coordinador académico'],
      },
      { name: 'Protección de datos personales', type: 'open' },
      { name: 'Convivencia escolar y prevención del acoso', type: 'open' },
      { name: 'Herramientas digitales en el aula', type: 'open' },
      { name: 'Primeros auxilios', type: 'open' },
      { name: 'Ciclo escolar {year}-{next}', type: 'inactive', season: ['08-26', '07-15'] },
      {
        name: 'Actualización de planes de estudio {year}',
        type: 'inactive',
        season: ['01-08', '03-31'],
      },
    ],
    supervisionModules: [],
    supervisionChecklists: [],
    surveys: [],
    practicalEvaluations: [
      'Clase muestra observada',
      'Revisión de planeación semanal',
      'Simulacro de evacuación',
    ],
    businessGroups: ['Campus propios', 'Escuelas incorporadas'],
    workGroups: ['Preescolar', 'Primaria', 'Secundaria'],
    commentOpenings: { promoter: [], passive: [], detractor: [] },
  },
];

/** Second halves of guest comments, by NPS group; combined with a brand's openings. */
export const COMMENT_DETAILS = {
  promoter: [
    'volveré pronto.',
    'se los recomiendo a todos.',
    'sigan así.',
    'gracias por la atención.',
    'el lugar estaba impecable.',
    'la atención fue de diez.',
    'una experiencia muy agradable.',
    'todo el equipo muy profesional.',
  ],
  passive: [
    'aunque tardaron un poco.',
    'pero el lugar estaba algo lleno.',
    'nada fuera de lo normal.',
    'podría mejorar la rapidez.',
    'aunque la música estaba muy alta.',
    'pero faltó un poco de amabilidad.',
  ],
  detractor: [
    'no pienso regresar.',
    'es la segunda vez que me pasa.',
    'esperaba mucho más.',
    'el gerente no hizo nada.',
    'muy decepcionante.',
    'deberían capacitar mejor al personal.',
    'nadie resolvió mi problema.',
  ],
} as const;

/** Supervisors' remarks: good ones for visits scoring 85 or more, findings for the rest. */
export const SUPERVISION_COMMENTS = {
  good: [
    'Excelente orden y presentación.',
    'Se corrigieron las observaciones de la visita anterior.',
    'Buen trato al cliente durante la visita.',
    'Equipo completo y bien uniformado.',
  ],
  findings: [
    'Se detectó falta de limpieza en el área de trabajo.',
    'Faltan registros de temperatura del día.',
    'El personal no portaba el uniforme completo.',
    'Extintor vencido, se solicitó reemplazo.',
    'Inventario incompleto en el almacén.',
  ],
} as const;

/**
 * The questions of each supervision module's checklist, in order; a supervision records an
 * answer to each (supervision_items). A module missing here asks the general ones.
 */
export const SUPERVISION_QUESTIONS: Readonly<Record<string, readonly string[]>> = {
  general: [
    '¿El personal porta el uniforme completo?',
    '¿El área de trabajo está limpia y ordenada?',
    '¿Se cumplen los procedimientos del manual?',
  ],
  'Limpieza e higiene': [
    '¿Los pisos y las mesas están limpios?',
    '¿Los sanitarios tienen jabón y papel?',
    '¿El personal se lava las manos al cambiar de tarea?',
    '¿Los botes de basura tienen tapa y bolsa?',
  ],
  'Servicio al comensal': [
    '¿Se da la bienvenida al comensal en menos de un minuto?',
    '¿Se ofrece la sugerencia del día?',
    '¿Se confirma la orden antes de enviarla a cocina?',
    '¿Se despide al comensal y se le invita a volver?',
  ],
  'Seguridad alimentaria': [
    '¿Las temperaturas de refrigeración están registradas?',
    '¿Los alimentos están etiquetados con fecha?',
    '¿Se separan los alimentos crudos de los cocidos?',
    '¿El personal de cocina usa cubrebocas y cofia?',
  ],
  'Imagen y mantenimiento': [
    '¿La fachada y el letrero están en buen estado?',
    '¿Todas las luminarias funcionan?',
    '¿El mobiliario está completo y sin daños?',
  ],
  Ventas: [
    '¿Se ofrecen los productos de temporada?',
    '¿La caja cuadra con el corte del turno?',
    '¿Los precios del menú están actualizados?',
  ],
  'Tiempos de servicio': [
    '¿La orden llega a la mesa en menos de 12 minutos?',
    '¿Se entrega la cuenta en menos de 3 minutos?',
    '¿El tiempo de espera en fila es menor a 5 minutos?',
  ],
  'Exhibición de producto': [
    '¿Los exhibidores están completos y alineados?',
    '¿Todos los productos tienen precio visible?',
    '¿Las promociones vigentes están señalizadas?',
  ],
  'Atención al cliente': [
    '¿Se saluda al cliente al entrar?',
    '¿Se ofrece ayuda en el piso de venta?',
    '¿Hay cajas abiertas suficientes para la fila?',
  ],
  'Prevención de pérdidas': [
    '¿Las etiquetas de seguridad están colocadas?',
    '¿Se revisan las bolsas en la salida de empleados?',
    '¿El conteo cíclico del día está registrado?',
  ],
  'Limpieza y orden': [
    '¿Los pasillos están libres de obstáculos?',
    '¿La bodega está ordenada por categoría?',
    '¿Los probadores están limpios?',
  ],
};

/** Lesson titles in course order; a course has 3 to 6 of them. */
export const LESSON_TITLES: readonly string[] = [
  'Introducción',
  'Conceptos clave',
  'Procedimiento paso a paso',
  'Casos prácticos',
  'Errores frecuentes',
  'Repaso final',
];

export interface QuestionSeed {
  text: string;
  options: readonly string[];
  correct: number | null;
}

/** The five questions of every final exam; {course} is replaced by the course name. */
export const EXAM_QUESTIONS: readonly QuestionSeed[] = [
  {
    text: '¿Cuál es el objetivo principal del curso «{course}»?',
    options: [
      'Estandarizar la forma de trabajar',
      'Reducir el horario laboral',
      'Sustituir al supervisor',
      'Ninguna de las anteriores',
    ],
    correct: 0,
  },
  {
    text: '¿Qué debes hacer si tienes dudas al aplicar el procedimiento?',
    options: [
      'Improvisar',
      'Consultar a tu gerente o el manual',
      'Saltar el paso',
      'Esperar al siguiente turno',
    ],
    correct: 1,
  },
  {
    text: '¿Con qué frecuencia debes aplicar lo aprendido?',
    options: ['Solo en auditorías', 'Una vez al mes', 'En cada turno', 'Cuando lo pida el cliente'],
    correct: 2,
  },
  {
    text: 'Selecciona la práctica correcta según el curso.',
    options: [
      'Trabajar sin revisar el material',
      'Compartir contraseñas con compañeros',
      'Omitir el registro de incidencias',
      'Seguir el estándar y reportar incidencias',
    ],
    correct: 3,
  },
  {
    text: 'Describe con tus palabras una situación en la que aplicarías lo aprendido.',
    options: [],
    correct: null,
  },
];

export const OPEN_ANSWERS: readonly string[] = [
  'Cuando llega un cliente con prisa y hay que atenderlo sin descuidar el estándar.',
  'Al iniciar el turno reviso la lista y aplico cada paso.',
  'Si un compañero tiene dudas le explico el procedimiento.',
  'No estoy seguro.',
];

export const FEMALE_NAMES: readonly string[] = [
  'María',
  'Guadalupe',
  'Juana',
  'Margarita',
  'Verónica',
  'Leticia',
  'Rosa',
  'Patricia',
  'Elizabeth',
  'Alejandra',
  'Gabriela',
  'Adriana',
  'Claudia',
  'Mariana',
  'Daniela',
  'Fernanda',
  'Valeria',
  'Ximena',
  'Sofía',
  'Camila',
  'Andrea',
  'Karla',
  'Diana',
  'Laura',
  'Lucía',
  'Paola',
  'Natalia',
  'Mónica',
  'Silvia',
  'Araceli',
  'Yolanda',
  'Norma',
  'Brenda',
  'Jessica',
  'Carolina',
  'Itzel',
  'Citlali',
  'Renata',
  'Regina',
  'Lorena',
  'Beatriz',
  'Teresa',
  'Ana Karen',
  'María José',
  'Luz María',
  'Estefanía',
  'Abigail',
  'Miriam',
  'Susana',
  'Carmen',
  'Elena',
  'Isabel',
  'Jimena',
  'Montserrat',
  'Nayeli',
  'Yesenia',
  'Alondra',
  'Rocío',
  'Sandra',
  'Viridiana',
];

export const MALE_NAMES: readonly string[] = [
  'José',
  'Juan',
  'Luis',
  'Carlos',
  'Jorge',
  'Miguel',
  'Francisco',
  'Alejandro',
  'Fernando',
  'Ricardo',
  'Eduardo',
  'Roberto',
  'Javier',
  'Daniel',
  'Sergio',
  'Raúl',
  'Manuel',
  'Antonio',
  'Pedro',
  'Arturo',
  'Héctor',
  'Víctor',
  'Óscar',
  'Rafael',
  'Alberto',
  'Enrique',
  'Mario',
  'Gerardo',
  'Iván',
  'Omar',
  'Diego',
  'Emiliano',
  'Santiago',
  'Mateo',
  'Sebastián',
  'Leonardo',
  'Andrés',
  'Rodrigo',
  'Hugo',
  'Adrián',
  'Ángel',
  'Jesús',
  'Martín',
  'Ramón',
  'Julio',
  'Gustavo',
  'Rubén',
  'Armando',
  'Alfredo',
  'Ernesto',
  'Israel',
  'Uriel',
  'Brandon',
  'Kevin',
  'Joel',
  'Saúl',
  'Abraham',
  'Tomás',
  'Gilberto',
  'Edgar',
];

/** Names given to people of gender 'other'. */
export const NEUTRAL_NAMES: readonly string[] = [
  'Alex',
  'Cruz',
  'Guadalupe',
  'Reyes',
  'Sasha',
  'Ariel',
  'Noa',
  'Dani',
];

export const LAST_NAMES: readonly string[] = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
  'Álvarez',
  'Méndez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Ramos',
  'Domínguez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
  'Guzmán',
  'Velázquez',
  'Muñoz',
  'Rojas',
  'Contreras',
  'Salazar',
  'Luna',
  'Ortega',
  'Santiago',
  'Guerrero',
  'Estrada',
  'Bautista',
  'Cortés',
  'Soto',
  'Alvarado',
  'Espinoza',
  'Lara',
  'Ávila',
  'Ríos',
  'Cervantes',
  'Silva',
  'Delgado',
  'Vega',
  'Márquez',
  'Sandoval',
  'Fernández',
  'León',
  'Carrillo',
  'Mejía',
  'Solís',
  'Núñez',
  'Rosas',
  'Valdez',
  'Ibarra',
  'Campos',
  'Santos',
  'Camacho',
  'Navarro',
  'Peña',
  'Maldonado',
  'Rosales',
  'Acosta',
  'Zamora',
];

/** Two-letter state codes of the CURP (birth state). */
export const CURP_STATES: readonly string[] = [
  'DF',
  'MC',
  'JC',
  'NL',
  'GT',
  'PL',
  'VZ',
  'YN',
  'QT',
  'SP',
  'CH',
  'SL',
];
