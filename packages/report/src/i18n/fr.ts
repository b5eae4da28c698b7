import type { Catalogue } from './en';

/** Français. */
export const fr: Catalogue = {
  report: {
    title: 'Rapport de mesure Wi-Fi',
    header: '{{project}} · {{title}}',
    footer: 'Page {page} sur {pages}',
    fileSuffix: 'rapport',
  },
  cover: {
    project: 'Projet',
    customer: 'Client',
    author: 'Préparé par',
    date: 'Date',
    period: 'Période de mesure',
    allDays: 'Tous les jours de mesure',
  },
  contents: { title: 'Sommaire' },
  summary: {
    title: 'Synthèse',
    intro:
      "Chaque score est la part des points de mesure qui satisfont l'exigence de ce critère. Au-dessus de 80 %, le critère est satisfait ; à 80 % ou moins, il échoue.",
    bandTitle: 'Indicateurs du projet, {{band}}',
  },
  kpi: {
    rssi: 'Couverture principale',
    secondaryRssi: 'Couverture secondaire',
    snr: 'Rapport signal sur bruit',
    channelInterference: 'Interférences de canal',
    networkHealth: 'Santé du réseau',
    average: 'Moyenne',
    issues: 'Critères en échec',
  },
  table: {
    criterion: 'Critère',
    score: 'Score',
    result: 'Résultat',
    area: 'Zone',
    band: 'Bande',
    wholeFloor: 'Étage entier',
  },
  result: { pass: 'Conforme', fail: 'Non conforme', noData: 'Aucune donnée' },
  band: { TWO: '2,4 GHz', FIVE: '5 GHz', SIX: '6 GHz' },
  floors: {
    plan: "Plan d'étage et points d'accès",
    planCaption: "Points d'accès placés sur {{floor}}",
    noImage: "Cet étage n'a pas d'image de plan.",
    size: 'Dimensions : {{width}} × {{height}}',
    heatmaps: 'Cartes de chaleur',
    heatmapCaption: '{{visualization}}, {{band}}',
    noHeatmaps: "Aucune carte de chaleur n'a été demandée pour cet étage.",
    kpis: "Indicateurs de l'étage",
    areaKpis: 'Indicateurs des zones, {{band}}',
    noAreas: "Aucune zone n'est dessinée sur cet étage.",
    notScaled:
      "Ce plan d'étage n'a pas d'échelle : le rapport ne montre donc ni carte de chaleur ni indicateur pour lui. Définissez son échelle dans Airlens pour les inclure.",
  },
  visualization: {
    'primary-coverage': 'Couverture principale',
    'secondary-coverage': 'Couverture secondaire',
    snr: 'Rapport signal sur bruit',
    'channel-interference': 'Interférences de canal',
    'network-health': 'Santé du réseau',
    'data-rate': 'Débit physique',
    throughput: 'Débit utile',
  },
  legend: {
    pass: 'Conforme',
    noData: 'Aucune donnée',
    failing: "Ne satisfait pas l'exigence",
    scale: 'Échelle',
  },
  accessPoints: {
    title: "Inventaire des points d'accès",
    name: 'Nom',
    floor: 'Étage',
    vendor: 'Fabricant',
    model: 'Modèle',
    radios: 'Radios',
    channelAndPower: 'Canal et puissance',
    height: 'Hauteur de montage',
    mounting: 'Montage',
    none: "Le projet n'a aucun point d'accès.",
    total: "Points d'accès : {{count}}",
  },
  surveys: {
    title: 'Relevés de mesure',
    name: 'Relevé',
    date: 'Date',
    floor: 'Étage',
    createdBy: 'Opérateur',
    duration: 'Durée',
    distance: 'Distance',
    aps: "Points d'accès captés",
    none: "Le projet n'a aucun relevé.",
  },
  dailyHealth: {
    title: 'Santé quotidienne du réseau',
    intro:
      'Santé du réseau par jour de mesure (UTC) : la part des points de mesure qui satisfont toutes les exigences.',
    caption: 'Santé du réseau par jour de mesure, {{band}}',
    none: 'Aucun jour de mesure sur {{band}}.',
    axis: 'Santé du réseau',
  },
  method: {
    title: 'Annexe : méthode',
    kpisTitle: 'Calcul des indicateurs',
    samples:
      "Chaque emplacement de scan d'un relevé est un point de mesure, par bande de fréquences. Chaque critère est évalué sur chaque point par rapport à l'exigence de la zone où il se trouve, sinon à l'exigence par défaut du projet.",
    rssi: "Couverture principale : le signal le plus fort d'une radio sur la bande (uniquement vos propres points d'accès si certains sont marqués comme tels) ; conforme à partir du niveau de signal exigé (par défaut −67 dBm).",
    secondaryRssi:
      "Couverture secondaire : le signal le plus fort d'un autre point d'accès ; conforme à partir du niveau secondaire exigé (par défaut −75 dBm).",
    snr: 'Rapport signal sur bruit : la couverture principale moins le bruit de fond (mesuré si disponible, sinon −95 dBm à 20 MHz plus 3 dB par doublement de la largeur de canal) ; exigence par défaut 25 dB.',
    channelInterference:
      "Interférences de canal : le nombre d'autres points d'accès captés à −85 dBm ou plus sur des canaux qui chevauchent la radio de desserte ; conforme jusqu'à l'exigence (par défaut 2).",
    networkHealth: 'Santé du réseau : la part des points de mesure qui satisfont tous les critères.',
    score:
      'Un score est la part des points conformes (0–100 %). La moyenne est celle des cinq scores. Au-dessus de 80 %, le score est bon ; à 80 % ou moins, le critère est en échec.',
    dailyHealth:
      'La santé quotidienne du réseau est la santé du réseau par jour civil (UTC) où un relevé a commencé.',
    heatmaps:
      "Les cartes de chaleur sont interpolées à partir des points de mesure sur une grille couvrant chaque plan (une interpolation par étage, réutilisée pour chaque visualisation et chaque bande) et tracées à 150 dpi avec leur légende et une barre d'échelle.",
    deviceProfile: 'Profil du terminal client : aucun (décalage de 0 dB).',
    versionsTitle: 'Versions des données',
    projectVersion: 'Version du projet',
    insightsVersion: 'Version des données Insights',
    heatmapEngine: 'Moteur de cartes de chaleur',
    generatedAt: 'Généré le',
    period: 'Période de mesure',
  },
};
