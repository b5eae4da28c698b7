import { describe, expect, it } from 'vitest';
import { findTags, parseTag, parseTagJson } from './ekahau-tags';
import { normalizePart } from './normalize-template';
import { COMMAND_CLOSE, COMMAND_OPEN, decodeCall } from './template-commands';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function documentXml(...paragraphs: string[][]): string {
  const body = paragraphs
    .map(
      (runs) =>
        `<w:p>${runs.map((run) => `<w:r><w:t>${run.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</w:t></w:r>`).join('')}</w:p>`,
    )
    .join('');
  return `<w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`;
}

/** The commands of a normalised part in order, each as its keyword and decoded call. */
function commandsOf(xml: string): string[] {
  const text = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
  return [...text.matchAll(new RegExp(`${COMMAND_OPEN}([^${COMMAND_CLOSE}]*)${COMMAND_CLOSE}`, 'g'))].map(
    (match) => {
      const [keyword = '', ...rest] = (match[1] ?? '').split(' ');
      const call = decodeCall(rest.at(-1) ?? '');
      const detail =
        call === null
          ? rest.join(' ')
          : call.op === 'tag'
            ? `${call.name}@${call.ctx ?? 'top'}`
            : call.op === 'children'
              ? `${rest[0] ?? ''} ${call.loopType}@${call.ctx ?? 'top'}`
              : call.op === 'if'
                ? `${call.negate ? 'not ' : ''}${JSON.stringify(call.condition)}`
                : JSON.stringify(call.options);
      return `${keyword} ${detail}`.trim();
    },
  );
}

describe('findTags', () => {
  it('closes a tag ended by a bare # at the next <#, and an unclosed last one at its paragraph end', () => {
    const text = 'A <#${floor-name}#<#${ap-name}#> B <#${channel} rest';
    expect(findTags(text, () => text.length - 5).map((tag) => tag.body)).toEqual([
      '${floor-name}',
      '${ap-name}',
      '${channel}',
    ]);
  });

  it('opens a tag written with the entity &lt; as text', () => {
    expect(findTags('x &lt;#${project-name}#&gt; y').map((tag) => tag.body)).toEqual(['${project-name}']);
  });
});

describe('parseTag', () => {
  it('reads data tags, damaged ones too, without calling the damaged well-formed', () => {
    expect(parseTag(' ${ Project-Name } ')).toEqual({
      kind: 'data',
      name: 'project-name',
      isWellFormed: true,
    });
    expect(parseTag('${floor-name')).toEqual({ kind: 'data', name: 'floor-name', isWellFormed: false });
    expect(parseTag('&#36;{ap-name}')).toEqual({ kind: 'data', name: 'ap-name', isWellFormed: true });
  });

  it('reads JSON with typographic quotes of several languages and no outer braces', () => {
    expect(parseTag('\u201cloop-start\u201d: {\u201ctype\u201d: \u201cfloors\u201d}')).toMatchObject({
      kind: 'loop-start',
      loopType: 'floors',
    });
    expect(parseTag('\u201eloop-end\u201c: {\u201etype\u201c: \u201efloors\u201c}')).toEqual({
      kind: 'loop-end',
      loopType: 'floors',
    });
    expect(parseTag('\u00ab\u00a0if\u00a0\u00bb : { \u00ab has-signals \u00bb : {} }')).toEqual({
      kind: 'if',
      condition: { 'has-signals': {} },
    });
    expect(parseTag('{"visualization": {"type": "snr",},}')).toEqual({
      kind: 'visualization',
      options: { type: 'snr' },
    });
  });

  it('keeps what it cannot read as a tag that prints nothing', () => {
    expect(parseTag('"loop-start": {"type": ')).toMatchObject({ kind: 'other' });
    expect(parseTagJson("'if': {'has-ping': {}}")).toEqual({ if: { 'has-ping': {} } });
  });
});

describe('normalizePart', () => {
  it('merges a tag split over runs into one command in the run it started in', () => {
    const xml = documentXml(['Name: &lt;', '#${proj', 'ect-name}#', '&gt; done']);
    const out = normalizePart(xml);
    expect(out.xml).not.toContain('#');
    expect(commandsOf(out.xml)).toEqual(['INS project-name@top']);
    expect(out.xml).toContain('<w:t xml:space="preserve">Name: \ue000');
    expect(out.xml).toContain('<w:t xml:space="preserve"> done</w:t>');
  });

  it('binds data tags to the innermost loop and closes loops and conditions left open at the end', () => {
    const xml = documentXml(
      ['<#"loop-start": {"type": "floors"}#>'],
      ['<#${floor-name}#>'],
      ['<#"loop-start": {"type": "access-points"}#><#${ap-name}#>'],
      ['<#"if": {"has-signals": {}}#>yes<#"else": {}#>no'],
    );
    const out = normalizePart(xml);
    expect(commandsOf(out.xml)).toEqual([
      'FOR loop1 floors@top',
      'INS floor-name@loop1',
      'FOR loop2 access-points@loop1',
      'INS ap-name@loop2',
      'IF {"has-signals":{}}',
      'END-IF',
      'IF not {"has-signals":{}}',
      'END-IF',
      'END-FOR loop2',
      'END-FOR loop1',
    ]);
    // The closing commands come in a paragraph of their own before the section properties.
    expect(out.xml).toMatch(
      /<\/w:p><w:p><w:r><w:t xml:space="preserve">\ue000END-IF[^<]*<\/w:t><\/w:r><\/w:p><w:sectPr\/>/,
    );
  });

  it('drops an end without a start, and a loop end closes the conditions opened inside the loop', () => {
    const xml = documentXml(
      ['<#"loop-end": {"type": "floors"}#><#"endif": {}#>'],
      ['<#"loop-start": {"type": "radios"}#><#"if": {"has-spectrum": {}}#>'],
      ['<#"loop-end": {"type": "radios"}#>after'],
    );
    expect(commandsOf(normalizePart(xml).xml)).toEqual([
      'FOR loop1 radios@top',
      'IF {"has-spectrum":{}}',
      'END-IF',
      'END-FOR loop1',
    ]);
  });

  it('fills headers and footers too, and strips the command delimiters a template may hold', () => {
    const header = `<w:hdr ${W}><w:p><w:r><w:t>\ue000INS x\ue001 &lt;#\${project-name}#&gt;</w:t></w:r></w:p></w:hdr>`;
    const out = normalizePart(header);
    expect(commandsOf(out.xml)).toEqual(['INS project-name@top']);
    expect(out.xml).toContain('INS x ');
  });

  it('drops loops and conditions in the flat fallback, every tag reading the project', () => {
    const xml = documentXml(
      ['<#"loop-start": {"type": "floors"}#><#${floor-name}#>'],
      ['<#"if": {"has-signals": {}}#><#"visualization": {"type": "map"}#><#"endif": {}#>'],
    );
    expect(commandsOf(normalizePart(xml, { isFlat: true }).xml)).toEqual([
      'INS floor-name@top',
      'IMAGE {"type":"map"}',
    ]);
  });

  it('ends the loop a loop end names, closing the loops inside it whose ends were forgotten', () => {
    const xml = documentXml(
      ['<#"loop-start": {"type": "floors"}#><#"loop-start": {"type": "access-points"}#><#${ap-name}#>'],
      ['<#"loop-end": {"type": "floors"}#><#${project-name}#>'],
    );
    expect(commandsOf(normalizePart(xml).xml)).toEqual([
      'FOR loop1 floors@top',
      'FOR loop2 access-points@loop1',
      'INS ap-name@loop2',
      'END-FOR loop2',
      'END-FOR loop1',
      'INS project-name@top',
    ]);
  });
});
