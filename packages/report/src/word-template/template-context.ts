import type { FrequencyBand, ReportLanguage, ReportUnitSystem } from '@airlens/domain';
import { createFormat, type ReportFormat } from '../format';
import type { KpiValues, ReportAccessPoint, ReportData, ReportFloor } from '../report-data';
import { networksOf, radiosOf, type RadioFacts, type WordTemplateRadio } from './template-radios';

/** What a Word template is filled from: the report's data and what the template's tags add to it. */
export interface WordTemplateData {
  report: ReportData;
  language: ReportLanguage;
  units: ReportUnitSystem;
  customer: string | null;
  /** The names of the access points placed on each floor, by floor id. */
  floorAccessPoints: ReadonlyMap<string, readonly string[]>;
  /** The radios of each access point by its name; without them radios are read from the inventory text. */
  radios?: ReadonlyMap<string, readonly WordTemplateRadio[]>;
}

/** One item a tag is read against: the project, a building, a floor, an access point, a radio or a network. */
export interface ContextNode {
  type: 'project' | 'building' | 'floor' | 'area' | 'access-point' | 'radio' | 'network' | 'survey';
  values: Readonly<Record<string, string>>;
  parent: ContextNode | null;
  floor: ReportFloor | null;
  /** The items of a loop type inside this one (Ekahau's loop types, singular or plural). */
  children: (loopType: string) => ContextNode[];
  /** A KPI of this item (the project, a floor or an area) or of the nearest one up the loops, formatted. */
  kpi: (name: string, band: FrequencyBand | null) => string;
}

/** KPI names a `kpi` tag may use, as the report's KPI values name them. */
const KPI_NAMES: Readonly<Record<string, keyof KpiValues>> = {
  rssi: 'rssi',
  'signal-strength': 'rssi',
  'secondary-rssi': 'secondaryRssi',
  'secondary-signal-strength': 'secondaryRssi',
  snr: 'snr',
  'signal-to-noise-ratio': 'snr',
  'channel-interference': 'channelInterference',
  'network-health': 'networkHealth',
  average: 'average',
  issues: 'issues',
};

/** Legacy names and synonyms read as the name the values use. */
const ALIASES: Readonly<Record<string, string>> = {
  'map-name': 'floor-name',
  'map-notes': 'floor-notes',
  'access-point-name': 'ap-name',
  'access-point-vendor': 'ap-vendor',
  'access-point-model': 'ap-model',
  'access-point-count': 'ap-count',
  'ap-radio-count': 'radio-count',
  'ap-height': 'ap-mounting-height',
  'radio-channel': 'channel',
  'primary-channel': 'channel',
  'radio-band': 'band',
  'frequency-band': 'band',
  'radio-tx-power': 'tx-power',
  'transmit-power': 'tx-power',
  'radio-channel-width': 'channel-width',
  'network-name': 'ssid',
  'network-ssid': 'ssid',
  username: 'user-name',
  'report-creator': 'user-name',
  date: 'report-date',
  time: 'report-time',
  'floor-width-in-meters': 'floor-width',
};

const LOOP_TYPES: Readonly<Record<string, ContextNode['type']>> = {
  building: 'building',
  buildings: 'building',
  floor: 'floor',
  floors: 'floor',
  map: 'floor',
  maps: 'floor',
  area: 'area',
  areas: 'area',
  'access-point': 'access-point',
  'access-points': 'access-point',
  accesspoints: 'access-point',
  ap: 'access-point',
  aps: 'access-point',
  radio: 'radio',
  radios: 'radio',
  network: 'network',
  networks: 'network',
  ssid: 'network',
  ssids: 'network',
  survey: 'survey',
  surveys: 'survey',
};

/** The loop type Airlens reads an Ekahau loop as; null for loops it has no items for (notes, pictures …). */
export function loopTypeOf(loopType: string): ContextNode['type'] | null {
  return LOOP_TYPES[loopType.trim().toLowerCase()] ?? null;
}

function bandLabel(band: FrequencyBand): string {
  return band === 'TWO' ? '2.4 GHz' : band === 'FIVE' ? '5 GHz' : '6 GHz';
}

/** Builds the context tree of a report: the project at its root, items created when a loop asks for them. */
export function buildTemplateContext(
  input: WordTemplateData,
  now: Date = input.report.generatedAt,
): ContextNode {
  const { report } = input;
  const format: ReportFormat = createFormat(input.language, input.units);
  const apsByName = new Map(report.accessPoints.map((ap) => [ap.name, ap]));
  const surveyMeters = report.surveys.reduce((sum, survey) => sum + (survey.distanceMeters ?? 0), 0);
  const surveySeconds = report.surveys.reduce((sum, survey) => sum + survey.durationSeconds, 0);
  const node = (
    type: ContextNode['type'],
    values: Record<string, string>,
    parent: ContextNode | null,
    floor: ReportFloor | null,
    children: (self: ContextNode, type: ContextNode['type']) => ContextNode[],
  ): ContextNode => {
    const self: ContextNode = {
      type,
      values,
      parent,
      floor,
      children: () => [],
      kpi: (name, band) => parent?.kpi(name, band) ?? '',
    };
    self.children = (loopType) => {
      const wanted = loopTypeOf(loopType);
      return wanted === null ? [] : children(self, wanted);
    };
    return self;
  };
  /** Gives a node the KPIs of its band rows: a score as a percentage, issues as a count. */
  const withKpis = (self: ContextNode, rows: readonly { band: FrequencyBand; kpis: KpiValues }[]) => {
    self.kpi = (name, band) => {
      const key = KPI_NAMES[name.trim().toLowerCase()];
      const row = rows.find((item) => band === null || item.band === band);
      const value = key === undefined || row === undefined ? null : row.kpis[key];
      if (value === null || key === undefined) {
        return '';
      }
      return key === 'issues' ? format.integer(value) : format.score(value);
    };
    return self;
  };
  const radioNode = (radio: RadioFacts, parent: ContextNode) =>
    node(
      'radio',
      {
        channel: radio.channel,
        band: radio.band === '' ? '' : `${radio.band} GHz`,
        'channel-width': radio.widthMhz === '' ? '' : `${radio.widthMhz} MHz`,
        'tx-power': radio.powerDbm === '' ? '' : `${radio.powerDbm} dBm`,
        technology: radio.technology,
        ssid: radio.ssids.join(', '),
        bssid: radio.bssids.join(', '),
      },
      parent,
      parent.floor,
      (self, type) =>
        type === 'network' ? networksOf([radio]).map((network) => networkNode(network, self)) : [],
    );
  const networkNode = (network: { ssid: string; bands: string }, parent: ContextNode) =>
    node('network', { ssid: network.ssid, band: network.bands }, parent, parent.floor, () => []);
  const apNode = (ap: ReportAccessPoint, parent: ContextNode): ContextNode =>
    node(
      'access-point',
      {
        'ap-name': ap.name,
        'ap-vendor': ap.vendor ?? '',
        'ap-model': ap.model ?? '',
        'ap-mounting': ap.mounting ?? '',
        'ap-mounting-height': ap.heightMeters === null ? '' : format.length(ap.heightMeters),
        'radio-count': String(ap.radioCount),
        channel: radiosOf(ap, input.radios)
          .map((radio) => radio.channel)
          .filter((channel) => channel !== '')
          .join(', '),
      },
      parent,
      parent.floor,
      (self, type) => {
        const radios = radiosOf(ap, input.radios);
        if (type === 'network') {
          return networksOf(radios).map((network) => networkNode(network, self));
        }
        return type === 'radio' ? radios.map((radio) => radioNode(radio, self)) : [];
      },
    );
  const apsOf = (floor: ReportFloor | null): ReportAccessPoint[] => {
    if (floor === null) {
      return report.accessPoints;
    }
    const names = input.floorAccessPoints.get(floor.id) ?? [];
    // An AP placed on the floor but missing from the inventory still has its name.
    return names.map(
      (name) =>
        apsByName.get(name) ?? {
          name,
          vendor: null,
          model: null,
          radioCount: 0,
          channelAndPower: '',
          heightMeters: null,
          mounting: null,
        },
    );
  };
  const below = (self: ContextNode, type: ContextNode['type'], floors: ReportFloor[]): ContextNode[] => {
    switch (type) {
      case 'building':
        return self.type === 'project' ? [buildingNode(self)] : [];
      case 'floor':
        return self.floor === null ? floors.map((floor) => floorNode(floor, self)) : [];
      case 'area':
        return (self.floor?.kpis[0]?.areas ?? []).map((area) =>
          withKpis(
            node('area', { 'area-name': area.name }, self, self.floor, () => []),
            (self.floor?.kpis ?? []).flatMap((row) =>
              row.areas
                .filter((item) => item.name === area.name)
                .map((item) => ({ band: row.band, kpis: item.kpis })),
            ),
          ),
        );
      case 'access-point':
        return apsOf(self.floor).map((ap) => apNode(ap, self));
      case 'radio':
        return apsOf(self.floor).flatMap((ap) =>
          radiosOf(ap, input.radios).map((radio) => radioNode(radio, self)),
        );
      case 'survey':
        return report.surveys
          .filter((survey) => self.floor === null || survey.floorName === self.floor.name)
          .map((survey) =>
            node(
              'survey',
              {
                'survey-name': survey.name,
                'survey-date': survey.date === null ? '' : format.date(survey.date),
                'survey-duration': format.duration(survey.durationSeconds),
              },
              self,
              self.floor,
              () => [],
            ),
          );
      case 'network':
        return networksOf(apsOf(self.floor).flatMap((ap) => radiosOf(ap, input.radios))).map((network) =>
          networkNode(network, self),
        );
      case 'project':
        return [];
    }
  };
  const floorNode = (floor: ReportFloor, parent: ContextNode): ContextNode => {
    const surveys = report.surveys.filter((survey) => survey.floorName === floor.name);
    const meters = surveys.reduce((sum, survey) => sum + (survey.distanceMeters ?? 0), 0);
    const kpis = floor.kpis.map((row) => ({ band: row.band, kpis: row.floor }));
    return withKpis(
      node(
        'floor',
        {
          'floor-name': floor.name,
          'floor-width': floor.widthMeters === null ? '' : format.length(floor.widthMeters),
          'ap-count': format.integer(apsOf(floor).length),
          'survey-length-in-meters': format.integer(meters),
          'survey-length-in-feet': format.integer(meters * 3.280839895),
          'survey-duration': format.duration(
            surveys.reduce((sum, survey) => sum + survey.durationSeconds, 0),
          ),
          'coverage-area-in-meters':
            floor.widthMeters === null || floor.heightMeters === null
              ? ''
              : format.integer(floor.widthMeters * floor.heightMeters),
        },
        parent,
        floor,
        (self, type) => below(self, type, [floor]),
      ),
      kpis,
    );
  };
  const buildingNode = (parent: ContextNode): ContextNode =>
    node('building', { 'building-name': report.projectName }, parent, null, (self, type) =>
      below(self, type, report.floors),
    );
  return withKpis(
    node(
      'project',
      {
        'project-name': report.projectName,
        'project-file-name': report.projectName,
        // Airlens projects have no buildings of their own: the project is the one building.
        'building-name': report.projectName,
        'project-customer': input.customer ?? '',
        'project-creator': report.requestedBy,
        'user-name': report.requestedBy,
        'report-date': format.date(now.toISOString()),
        'report-time': format.dateTime(now),
        'ap-count': format.integer(report.accessPoints.length),
        'survey-length-in-meters': format.integer(surveyMeters),
        'survey-length-in-feet': format.integer(surveyMeters * 3.280839895),
        'survey-duration': format.duration(surveySeconds),
        band: report.bands.map(bandLabel).join(', '),
      },
      null,
      null,
      (self, type) => below(self, type, report.floors),
    ),
    report.summary,
  );
}

/** A data tag's text in a context: the nearest item up the loops that has it, else empty. */
export function resolveTag(context: ContextNode, name: string): string {
  const key = ALIASES[name] ?? name;
  for (let at: ContextNode | null = context; at !== null; at = at.parent) {
    const value = at.values[key];
    if (value !== undefined) {
      return value;
    }
  }
  return '';
}
