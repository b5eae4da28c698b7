// The commands the normaliser writes for the template library (docx-templates). Their delimiters are
// private-use characters the normaliser strips from every template first, so a template can hold no command
// of its own; their arguments travel as base64url JSON, read by our evaluator, so no JavaScript ever runs.

/** Opens and closes a library command. */
export const COMMAND_OPEN = '\ue000';
export const COMMAND_CLOSE = '\ue001';
/** The library's literal-XML delimiter, set to a character no text can hold. */
export const LITERAL_XML = '\ue002';
/** Every character reserved for the commands, stripped from template text and data. */
export const RESERVED_CHARACTERS = /[\ue000-\ue002]/g;

/** What one command asks of the data; `ctx` names the loop variable whose item is the context (null: top). */
export type CommandCall =
  | { op: 'children'; ctx: string | null; loopType: string; options: Record<string, unknown> }
  | { op: 'tag'; ctx: string | null; name: string }
  | { op: 'if'; ctx: string | null; condition: Record<string, unknown>; negate: boolean }
  | { op: 'image'; ctx: string | null; options: Record<string, unknown> }
  | { op: 'kpi'; ctx: string | null; options: Record<string, unknown> };

/** The argument of a command: a call as base64url JSON behind a `~`. */
export function encodeCall(call: CommandCall): string {
  return `~${Buffer.from(JSON.stringify(call), 'utf8').toString('base64url')}`;
}

/** The call an argument encodes; null for anything else. */
export function decodeCall(code: string): CommandCall | null {
  const trimmed = code.trim();
  if (!trimmed.startsWith('~')) {
    return null;
  }
  try {
    const call = JSON.parse(Buffer.from(trimmed.slice(1), 'base64url').toString('utf8')) as CommandCall;
    return typeof call === 'object' && call !== null && typeof call.op === 'string' ? call : null;
  } catch {
    return null;
  }
}

/** A library command in its delimiters. */
export function command(text: string): string {
  return `${COMMAND_OPEN}${text}${COMMAND_CLOSE}`;
}
