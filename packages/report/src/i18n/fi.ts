import type { Catalogue } from './en';

/** Suomi. */
export const fi: Catalogue = {
  report: {
    title: 'Wi-Fi-mittausraportti',
    header: '{{project}} · {{title}}',
    footer: 'Sivu {page}/{pages}',
    fileSuffix: 'raportti',
  },
  cover: {
    project: 'Projekti',
    customer: 'Asiakas',
    author: 'Laatija',
    date: 'Päivämäärä',
    period: 'Mittausjakso',
    allDays: 'Kaikki mittauspäivät',
  },
  contents: { title: 'Sisällys' },
  summary: {
    title: 'Yhteenveto',
    intro:
      'Kukin arvo on niiden mittauspisteiden osuus, jotka täyttävät kyseisen kriteerin vaatimuksen. Yli 80 % on hyväksytty; 80 % tai vähemmän on hylätty.',
    bandTitle: 'Projektin tunnusluvut, {{band}}',
  },
  kpi: {
    rssi: 'Ensisijainen kuuluvuus',
    secondaryRssi: 'Toissijainen kuuluvuus',
    snr: 'Signaali-kohinasuhde',
    channelInterference: 'Kanavahäiriöt',
    networkHealth: 'Verkon kunto',
    average: 'Keskiarvo',
    issues: 'Hylätyt kriteerit',
  },
  table: {
    criterion: 'Kriteeri',
    score: 'Arvo',
    result: 'Tulos',
    area: 'Alue',
    band: 'Taajuusalue',
    wholeFloor: 'Koko kerros',
  },
  result: { pass: 'Hyväksytty', fail: 'Hylätty', noData: 'Ei tietoja' },
  band: { TWO: '2,4 GHz', FIVE: '5 GHz', SIX: '6 GHz' },
  floors: {
    plan: 'Pohjapiirros ja tukiasemat',
    planCaption: 'Tukiasemat kerroksessa {{floor}}',
    noImage: 'Tällä kerroksella ei ole pohjapiirroskuvaa.',
    size: 'Koko: {{width}} × {{height}}',
    heatmaps: 'Lämpökartat',
    heatmapCaption: '{{visualization}}, {{band}}',
    noHeatmaps: 'Tälle kerrokselle ei pyydetty lämpökarttoja.',
    kpis: 'Kerroksen tunnusluvut',
    areaKpis: 'Alueiden tunnusluvut, {{band}}',
    noAreas: 'Tähän kerrokseen ei ole piirretty alueita.',
    notScaled:
      'Tällä pohjapiirroksella ei ole mittakaavaa, joten raportti ei näytä sille lämpökarttoja eikä tunnuslukuja. Aseta mittakaava Airlensissa, niin ne tulevat mukaan.',
  },
  visualization: {
    'primary-coverage': 'Ensisijainen kuuluvuus',
    'secondary-coverage': 'Toissijainen kuuluvuus',
    snr: 'Signaali-kohinasuhde',
    'channel-interference': 'Kanavahäiriöt',
    'network-health': 'Verkon kunto',
    'data-rate': 'Siirtonopeus',
    throughput: 'Läpäisy',
  },
  legend: {
    pass: 'Hyväksytty',
    noData: 'Ei tietoja',
    failing: 'Ei täytä vaatimusta',
    scale: 'Mittakaava',
  },
  accessPoints: {
    title: 'Tukiasemaluettelo',
    name: 'Nimi',
    floor: 'Kerros',
    vendor: 'Valmistaja',
    model: 'Malli',
    radios: 'Radiot',
    channelAndPower: 'Kanava ja teho',
    height: 'Asennuskorkeus',
    mounting: 'Asennus',
    none: 'Projektissa ei ole tukiasemia.',
    total: 'Tukiasemia: {{count}}',
  },
  surveys: {
    title: 'Mittaukset',
    name: 'Mittaus',
    date: 'Päivämäärä',
    floor: 'Kerros',
    createdBy: 'Mittaaja',
    duration: 'Kesto',
    distance: 'Matka',
    aps: 'Kuullut tukiasemat',
    none: 'Projektissa ei ole mittauksia.',
  },
  dailyHealth: {
    title: 'Verkon kunto päivittäin',
    intro:
      'Verkon kunto mittauspäivittäin (UTC): niiden mittauspisteiden osuus, jotka täyttävät kaikki vaatimukset.',
    caption: 'Verkon kunto mittauspäivittäin, {{band}}',
    none: 'Ei mittauspäiviä taajuusalueella {{band}}.',
    axis: 'Verkon kunto',
  },
  method: {
    title: 'Liite: menetelmä',
    kpisTitle: 'Näin tunnusluvut lasketaan',
    samples:
      'Jokainen mittauksen skannauspaikka on mittauspiste taajuusalueittain. Kutakin kriteeriä verrataan jokaisessa pisteessä sen alueen vaatimukseen, jolla piste on, tai muuten projektin oletusvaatimukseen.',
    rssi: 'Ensisijainen kuuluvuus: taajuusalueen radion vahvin signaali (vain omat tukiasemat, jos jokin on merkitty omaksi); hyväksytty vaaditusta signaalitasosta alkaen (oletus −67 dBm).',
    secondaryRssi:
      'Toissijainen kuuluvuus: toisen tukiaseman vahvin signaali; hyväksytty vaaditusta toissijaisesta signaalitasosta alkaen (oletus −75 dBm).',
    snr: 'Signaali-kohinasuhde: ensisijainen kuuluvuus miinus kohinataso (mitattu, jos saatavilla, muuten −95 dBm 20 MHz:n kanavalla ja 3 dB lisää jokaista kanavaleveyden kaksinkertaistusta kohti); oletusvaatimus 25 dB.',
    channelInterference:
      'Kanavahäiriöt: niiden muiden tukiasemien määrä, jotka kuuluvat vähintään −85 dBm:n tasolla palvelevan radion kanssa päällekkäisillä kanavilla; hyväksytty vaatimukseen asti (oletus 2).',
    networkHealth: 'Verkon kunto: niiden mittauspisteiden osuus, jotka täyttävät kaikki kriteerit.',
    score:
      'Arvo on hyväksyttyjen pisteiden osuus (0–100 %). Keskiarvo on viiden arvon keskiarvo. Yli 80 % on hyvä; 80 % tai vähemmän lasketaan hylätyksi kriteeriksi.',
    dailyHealth:
      'Päivittäinen verkon kunto on verkon kunto kalenteripäivittäin (UTC), jolloin mittaus alkoi.',
    heatmaps:
      'Lämpökartat interpoloidaan mittauspisteistä ruudukolle kunkin pohjapiirroksen päälle (yksi interpolointi kerrosta kohti, käytetään uudelleen jokaiselle näkymälle ja taajuusalueelle) ja piirretään 150 dpi:n tarkkuudella selitteen ja mittakaavajanan kanssa.',
    deviceProfile: 'Päätelaiteprofiili: ei mitään (0 dB:n siirtymä).',
    versionsTitle: 'Tietojen versiot',
    projectVersion: 'Projektin versio',
    insightsVersion: 'Insights-tietojen versio',
    heatmapEngine: 'Lämpökarttamoottori',
    generatedAt: 'Luotu',
    period: 'Mittausjakso',
  },
};
