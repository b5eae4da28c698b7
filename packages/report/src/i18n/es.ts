import type { Catalogue } from './en';

/** Español. */
export const es: Catalogue = {
  report: {
    title: 'Informe de medición wifi',
    header: '{{project}} · {{title}}',
    footer: 'Página {page} de {pages}',
    fileSuffix: 'informe',
  },
  cover: {
    project: 'Proyecto',
    customer: 'Cliente',
    author: 'Elaborado por',
    date: 'Fecha',
    period: 'Periodo de medición',
    allDays: 'Todos los días de medición',
  },
  contents: { title: 'Índice' },
  summary: {
    title: 'Resumen',
    intro:
      'Cada puntuación es la proporción de puntos de medición que cumplen el requisito de ese criterio. Por encima del 80 % se cumple; con el 80 % o menos no se cumple.',
    bandTitle: 'Indicadores del proyecto, {{band}}',
  },
  kpi: {
    rssi: 'Cobertura principal',
    secondaryRssi: 'Cobertura secundaria',
    snr: 'Relación señal-ruido',
    channelInterference: 'Interferencia de canal',
    networkHealth: 'Estado de la red',
    average: 'Promedio',
    issues: 'Criterios no cumplidos',
  },
  table: {
    criterion: 'Criterio',
    score: 'Puntuación',
    result: 'Resultado',
    area: 'Zona',
    band: 'Banda',
    wholeFloor: 'Planta completa',
  },
  result: { pass: 'Cumple', fail: 'No cumple', noData: 'Sin datos' },
  band: { TWO: '2,4 GHz', FIVE: '5 GHz', SIX: '6 GHz' },
  floors: {
    plan: 'Plano y puntos de acceso',
    planCaption: 'Puntos de acceso ubicados en {{floor}}',
    noImage: 'Esta planta no tiene imagen del plano.',
    size: 'Tamaño: {{width}} × {{height}}',
    heatmaps: 'Mapas de calor',
    heatmapCaption: '{{visualization}}, {{band}}',
    noHeatmaps: 'No se solicitó ningún mapa de calor para esta planta.',
    kpis: 'Indicadores de la planta',
    areaKpis: 'Indicadores de las zonas, {{band}}',
    noAreas: 'No hay zonas dibujadas en esta planta.',
    notScaled:
      'Este plano no tiene escala, por lo que el informe no muestra mapas de calor ni indicadores para él. Defina su escala en Airlens para incluirlos.',
  },
  visualization: {
    'primary-coverage': 'Cobertura principal',
    'secondary-coverage': 'Cobertura secundaria',
    snr: 'Relación señal-ruido',
    'channel-interference': 'Interferencia de canal',
    'network-health': 'Estado de la red',
    'data-rate': 'Velocidad de datos',
    throughput: 'Rendimiento',
  },
  legend: {
    pass: 'Cumple',
    noData: 'Sin datos',
    failing: 'No cumple el requisito',
    scale: 'Escala',
  },
  accessPoints: {
    title: 'Inventario de puntos de acceso',
    name: 'Nombre',
    floor: 'Planta',
    vendor: 'Fabricante',
    model: 'Modelo',
    radios: 'Radios',
    channelAndPower: 'Canal y potencia',
    height: 'Altura de montaje',
    mounting: 'Montaje',
    none: 'El proyecto no tiene puntos de acceso.',
    total: 'Puntos de acceso: {{count}}',
  },
  surveys: {
    title: 'Mediciones realizadas',
    name: 'Medición',
    date: 'Fecha',
    floor: 'Planta',
    createdBy: 'Técnico',
    duration: 'Duración',
    distance: 'Distancia',
    aps: 'Puntos de acceso detectados',
    none: 'El proyecto no tiene mediciones.',
  },
  dailyHealth: {
    title: 'Estado diario de la red',
    intro:
      'Estado de la red por día de medición (UTC): la proporción de puntos de medición que cumplen todos los requisitos.',
    caption: 'Estado de la red por día de medición, {{band}}',
    none: 'No hay días de medición en {{band}}.',
    axis: 'Estado de la red',
  },
  method: {
    title: 'Anexo: método',
    kpisTitle: 'Cómo se calculan los indicadores',
    samples:
      'Cada ubicación de escaneo de una medición es un punto de medición, por banda de frecuencia. Cada criterio se evalúa en cada punto frente al requisito de la zona en la que se encuentra o, si no hay ninguna, frente al requisito predeterminado del proyecto.',
    rssi: 'Cobertura principal: la señal más fuerte de una radio en la banda (solo sus propios puntos de acceso si alguno está marcado como propio); se cumple a partir de la intensidad de señal exigida (por defecto −67 dBm).',
    secondaryRssi:
      'Cobertura secundaria: la señal más fuerte de otro punto de acceso; se cumple a partir de la intensidad secundaria exigida (por defecto −75 dBm).',
    snr: 'Relación señal-ruido: la cobertura principal menos el ruido de fondo (medido donde existe; si no, −95 dBm a 20 MHz más 3 dB por cada duplicación del ancho de canal); requisito predeterminado 25 dB.',
    channelInterference:
      'Interferencia de canal: el número de otros puntos de acceso detectados a −85 dBm o más en canales que se solapan con la radio que da servicio; se cumple hasta el requisito (por defecto 2).',
    networkHealth: 'Estado de la red: la proporción de puntos de medición que cumplen todos los criterios.',
    score:
      'Una puntuación es la proporción de puntos que cumplen (0–100 %). El promedio es la media de las cinco puntuaciones. Por encima del 80 % es buena; con el 80 % o menos el criterio no se cumple.',
    dailyHealth:
      'El estado diario de la red es el estado de la red por día natural (UTC) en el que comenzó una medición.',
    heatmaps:
      'Los mapas de calor se interpolan a partir de los puntos de medición en una cuadrícula sobre cada plano (una interpolación por planta, reutilizada para cada visualización y banda) y se dibujan a 150 ppp con su leyenda y una barra de escala.',
    deviceProfile: 'Perfil del dispositivo cliente: ninguno (desplazamiento de 0 dB).',
    versionsTitle: 'Versiones de los datos',
    projectVersion: 'Versión del proyecto',
    insightsVersion: 'Versión de los datos de Insights',
    heatmapEngine: 'Motor de mapas de calor',
    generatedAt: 'Generado',
    period: 'Periodo de medición',
  },
};
