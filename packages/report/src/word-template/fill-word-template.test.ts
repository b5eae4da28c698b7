import { describe, expect, it } from 'vitest';
import { FIFTY_CHARACTER_NAME, sampleReportData } from '../testing/sample-report';
import { buildDocxFixture, docxMediaFiles, docxPartText, rawParagraph } from './docx-fixture';
import { fillWordTemplate, inspectWordTemplate, WordTemplateError } from './fill-word-template';
import type { WordTemplateData } from './template-context';

function templateData(): WordTemplateData {
  const report = sampleReportData();
  report.accessPoints.push({
    name: 'AP-02',
    vendor: 'Cisco',
    model: 'C9130',
    radioCount: 2,
    channelAndPower: '2.4 GHz ch 6 (20 MHz) 17.0 dBm, 5 GHz ch 44 (40 MHz) 20.0 dBm',
    heightMeters: 2.5,
    mounting: 'WALL',
  });
  return {
    report,
    language: 'en',
    units: 'metric',
    customer: 'Contoso Ltd',
    floorAccessPoints: new Map([
      ['f1', ['AP-01', 'AP-02']],
      ['f2', []],
    ]),
  };
}

/** An Ekahau template with every quirk real ones have. */
async function ekahauStyleTemplate(): Promise<Uint8Array> {
  return buildDocxFixture({
    header: [['Report for ', '<#${proj', 'ect-na', 'me}#>']],
    footer: [['Customer: <#${project-customer}#>']],
    body: [
      // Split over runs, in the middle of the markers and of the name.
      ['Project: <', '#${project', '-name}', '#', '>'],
      // `<` typed as an entity, so the document stores "&amp;lt;".
      rawParagraph('Customer: &amp;lt;#${project-customer}#&gt;'),
      // Typographic quotes and no outer braces, as Ekahau's own articles print the JSON.
      '<#\u201cloop-start\u201d: {\u201ctype\u201d: \u201cfloors\u201d}#>',
      // A tag closed by a bare `#` right before the next one.
      ['Floor: <#${floor-name}#<#${building-name}#>'],
      '<#\u00ab loop-start \u00bb: {\u00ab type \u00bb: \u00ab access-points \u00bb}#>',
      'AP <#${ap-name}#> channel <#${channel}#>',
      '<#\u201eloop-end\u201c: {\u201etype\u201c: \u201eaccess-points\u201c}#>',
      '<#"if": {"has-access-points": {}}#>Has APs<#"else": {}#>No APs here<#"endif": {}#>',
      // The JSON of a visualisation split over two paragraphs.
      '<#"visualization": {"type": "signal-strength",',
      '"band": "2.4"}#>',
      '<#"visualization": {"type": "map"}#>',
      // The floor loop is never closed: the end of the document closes it.
      'Floor end',
    ],
  });
}

describe('fillWordTemplate', () => {
  it('fills an Ekahau template with its quirks: body, header and footer, no tag left', async () => {
    const output = await fillWordTemplate(await ekahauStyleTemplate(), templateData());
    const body = await docxPartText(output, 'word/document.xml');
    const all = [
      ...body,
      ...(await docxPartText(output, 'word/header1.xml')),
      ...(await docxPartText(output, 'word/footer1.xml')),
    ].join('\n');
    expect(all).not.toContain('<#');
    expect(all).not.toContain('&lt;#');
    expect(all).not.toContain('#>');
    expect(body).toContain(`Project: ${FIFTY_CHARACTER_NAME}`);
    expect(body).toContain('Customer: Contoso Ltd');
    expect(body).toContain(`Floor: ${FIFTY_CHARACTER_NAME}${FIFTY_CHARACTER_NAME}`);
    expect(body).toContain('Floor: Basement' + FIFTY_CHARACTER_NAME);
    expect(body).toContain('AP AP-01 channel 1, 36');
    expect(body).toContain('AP AP-02 channel 6, 44');
    expect(body.filter((line) => line === 'Has APs')).toHaveLength(1);
    expect(body.filter((line) => line === 'No APs here')).toHaveLength(1);
    expect(body.filter((line) => line === 'Floor end')).toHaveLength(2);
    expect(await docxPartText(output, 'word/header1.xml')).toContain(`Report for ${FIFTY_CHARACTER_NAME}`);
    expect(await docxPartText(output, 'word/footer1.xml')).toContain('Customer: Contoso Ltd');
  });

  it('draws the floor plan and the heatmap a visualisation tag asks for, once per floor that has them', async () => {
    const output = await fillWordTemplate(await ekahauStyleTemplate(), templateData());
    const media = await docxMediaFiles(output);
    // Floor 1: the 2.4 GHz coverage heatmap and the plan; floor 2 has only a plan.
    expect(media).toHaveLength(3);
  });

  it('prints KPI scores of the project and of each floor with a kpi tag', async () => {
    const template = await buildDocxFixture({
      body: [
        'Project SNR <#"kpi": {"name": "snr", "band": "2.4"}#>, issues <#"kpi": {"name": "issues"}#>',
        '<#"loop-start": {"type": "floors"}#><#${floor-name}#>: RSSI <#"kpi": {"name": "rssi", "band": "2.4"}#>',
        '<#"loop-end": {}#>',
      ],
    });
    const body = await docxPartText(await fillWordTemplate(template, templateData()), 'word/document.xml');
    expect(body.filter((line) => line !== '')).toEqual([
      'Project SNR 88.0%, issues 3',
      `${FIFTY_CHARACTER_NAME}: RSSI 91.2%`,
      'Basement: RSSI ',
    ]);
  });

  it('loops over the radios and networks of the radio rows the server gives', async () => {
    const data = templateData();
    const template = await buildDocxFixture({
      body: [
        '<#"loop-start": {"type": "networks"}#>SSID <#${ssid}#> on <#${band}#><#"loop-end": {}#>',
        '<#"loop-start": {"type": "access-points"}#><#${ap-name}#>:',
        '<#"loop-start": {"type": "radios"}#><#${band}#> ch <#${channel}#> <#${technology}#> [<#${ssid}#>]',
        '<#"loop-end": {"type": "radios"}#><#"loop-end": {"type": "access-points"}#>',
      ],
    });
    const radio = { widthMhz: 20, powerDbm: 18, technology: 'AX', bssids: [] };
    const body = await docxPartText(
      await fillWordTemplate(template, {
        ...data,
        radios: new Map([
          ['AP-01', [{ ...radio, band: 'TWO' as const, channel: 1, ssids: ['Corp', 'Guest'] }]],
          ['AP-02', [{ ...radio, band: 'FIVE' as const, channel: 44, ssids: ['Corp'] }]],
        ]),
      }),
      'word/document.xml',
    );
    expect(body.filter((line) => line !== '')).toEqual([
      'SSID Corp on 2.4 GHz, 5 GHzSSID Guest on 2.4 GHz',
      'AP-01:',
      '2.4 GHz ch 1 AX [Corp, Guest]',
      'AP-02:',
      '5 GHz ch 44 AX [Corp]',
    ]);
  });

  it('keeps the items a loop filter names: radios on one band', async () => {
    const template = await buildDocxFixture({
      body: [
        '<#"loop-start": {"type": "access-points"}#><#${ap-name}#>:',
        '<#"loop-start": {"type": "radios", "filter": {"band": "5"}}#>ch <#${channel}#> <#${tx-power}#>',
        '<#"loop-end": {"type": "radios"}#><#"loop-end": {"type": "access-points"}#>',
      ],
    });
    const body = await docxPartText(await fillWordTemplate(template, templateData()), 'word/document.xml');
    // AP-01's radios have no band in the inventory text, so the filter keeps them.
    expect(body.filter((line) => line !== '')).toEqual([
      'AP-01:',
      'ch 1 18 dBm',
      'ch 36 20 dBm',
      'AP-02:',
      'ch 44 20.0 dBm',
    ]);
  });

  it('keeps the text of a paragraph that opens or closes a block when the block is skipped', async () => {
    const template = await buildDocxFixture({
      body: [
        '<#"loop-start": {"type": "floors"}#>',
        'Floor: <#${floor-name}#<#"if": {"has-access-points": {}}#>',
        'Access points here',
        '<#"endif": {}#>Floor done <#"loop-end": {"type": "floors"}#>',
      ],
    });
    const body = await docxPartText(await fillWordTemplate(template, templateData()), 'word/document.xml');
    expect(body.filter((line) => line !== '')).toEqual([
      `Floor: ${FIFTY_CHARACTER_NAME}`,
      'Access points here',
      'Floor done ',
      'Floor: Basement',
      'Floor done ',
    ]);
  });

  it('fills a loop opened in a table cell and closed after the table, leaving no tag', async () => {
    const cell = (text: string) =>
      `<w:tc><w:p><w:r><w:t xml:space="preserve">${text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</w:t></w:r></w:p></w:tc>`;
    const template = await buildDocxFixture({
      body: [
        `<w:tbl><w:tr>${cell('<#"loop-start": {"type": "floors"}#>Floor <#${floor-name}#>')}</w:tr></w:tbl>`,
        'Project <#${project-name}#><#"loop-end": {"type": "floors"}#>',
      ],
    });
    const body = await docxPartText(await fillWordTemplate(template, templateData()), 'word/document.xml');
    expect(body[0]).toBe(`Floor ${FIFTY_CHARACTER_NAME}`);
    expect(body.join('\n')).toContain('Floor Basement');
    expect(body.join('\n')).not.toContain('<#');
  });

  it('draws a floor a visualisation names outside any floor loop, and nothing for an unknown one', async () => {
    const template = await buildDocxFixture({
      body: [
        '<#"visualization": {"type": "snr", "floor": "northwest logistics hub, warehouse level two annex"}#>',
        '<#"visualization": {"type": "map", "floor": "Attic"}#>',
        '<#"visualization": {"type": "map"}#>',
      ],
    });
    expect(await docxMediaFiles(await fillWordTemplate(template, templateData()))).toHaveLength(1);
  });

  it('runs nothing a template writes in the library syntax itself', async () => {
    const template = await buildDocxFixture({
      body: ['+++INS 1+1+++ \ue000INS process.exit(1)\ue001 <#${project-name}#>'],
    });
    const output = await fillWordTemplate(template, templateData());
    expect(await docxPartText(output, 'word/document.xml')).toContain(
      `+++INS 1+1+++ INS process.exit(1) ${FIFTY_CHARACTER_NAME}`,
    );
  });
});

describe('inspectWordTemplate', () => {
  it('names well-formed data tags Ekahau does not know, and the heatmaps the template draws', async () => {
    const template = await buildDocxFixture({
      body: [
        ['<#${project-', 'name}#> <#${floor-colour}#> <#${floor-name#> <#${ap-name}#>'],
        '<#"visualization": {"type": "signal-to-noise-ratio", "band": "5"}#>',
      ],
      footer: ['<#${customer-logo}#>'],
    });
    const summary = await inspectWordTemplate(template);
    expect(summary.unknownTags).toEqual(['floor-colour', 'customer-logo']);
    expect(summary.heatmaps).toEqual([{ visualization: 'snr', band: 'FIVE' }]);
  });

  it('refuses a Word document that says it unpacks to more than 200 MB', async () => {
    const bomb = Buffer.from(await buildDocxFixture({ body: ['x'] }));
    // Every central directory record claims 300 MB unpacked, as a zip bomb's would.
    for (
      let at = bomb.indexOf('PK\x01\x02', 0, 'latin1');
      at !== -1;
      at = bomb.indexOf('PK\x01\x02', at + 4, 'latin1')
    ) {
      bomb.writeUInt32LE(300 * 1024 * 1024, at + 24);
    }
    await expect(inspectWordTemplate(bomb)).rejects.toThrow('unpacks to more than 200 MB');
  });

  it('refuses a file that is not a Word document', async () => {
    await expect(inspectWordTemplate(new TextEncoder().encode('not a zip'))).rejects.toBeInstanceOf(
      WordTemplateError,
    );
  });
});
