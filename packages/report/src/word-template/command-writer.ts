import type { EkahauTag } from './ekahau-tags';
import { command, encodeCall } from './template-commands';

interface Frame {
  kind: 'loop' | 'if';
  variable: string;
  /** A loop's type as its start tag wrote it. */
  loopType: string;
  condition: Record<string, unknown>;
  context: string | null;
  hasElse: boolean;
}

/** Turns Ekahau tags into library commands, keeping loops and conditions balanced. */
export class CommandWriter {
  private readonly frames: Frame[] = [];
  private loops = 0;

  /** `isFlat`: loops and conditions print nothing and every tag reads the project (the fallback layout). */
  constructor(private readonly isFlat: boolean) {}

  private context(): string | null {
    for (let index = this.frames.length - 1; index >= 0; index--) {
      const frame = this.frames[index];
      if (frame?.kind === 'loop') {
        return frame.variable;
      }
    }
    return null;
  }

  private close(frame: Frame): string {
    return frame.kind === 'loop' ? command(`END-FOR ${frame.variable}`) : command('END-IF');
  }

  /**
   * Closes frames from the innermost until one of `kind` is closed — for a loop end naming its type, the
   * innermost loop of that type when one is open (the ends of loops between it were forgotten); nothing
   * when no such block is open.
   */
  private closeUntil(kind: Frame['kind'], loopType = ''): string {
    const isNamed = (frame: Frame) => frame.kind === kind && frame.loopType === loopType;
    const match =
      loopType !== '' && this.frames.some(isNamed) ? isNamed : (frame: Frame) => frame.kind === kind;
    if (!this.frames.some(match)) {
      return '';
    }
    let out = '';
    for (;;) {
      const frame = this.frames.pop();
      if (frame === undefined) {
        return out;
      }
      out += this.close(frame);
      if (match(frame)) {
        return out;
      }
    }
  }

  write(tag: EkahauTag): string {
    const ctx = this.context();
    if (this.isFlat && tag.kind !== 'data' && tag.kind !== 'visualization' && tag.kind !== 'kpi') {
      return '';
    }
    switch (tag.kind) {
      case 'data':
        return command(`INS ${encodeCall({ op: 'tag', ctx, name: tag.name })}`);
      case 'kpi':
        return command(`INS ${encodeCall({ op: 'kpi', ctx, options: tag.options })}`);
      case 'visualization':
        return command(`IMAGE ${encodeCall({ op: 'image', ctx, options: tag.options })}`);
      case 'loop-start': {
        this.loops += 1;
        const variable = `loop${this.loops}`;
        this.frames.push({
          kind: 'loop',
          variable,
          loopType: tag.loopType,
          condition: {},
          context: ctx,
          hasElse: false,
        });
        const call = encodeCall({ op: 'children', ctx, loopType: tag.loopType, options: tag.options });
        return command(`FOR ${variable} IN ${call}`);
      }
      case 'loop-end':
        return this.closeUntil('loop', tag.loopType);
      case 'if':
        this.frames.push({
          kind: 'if',
          variable: '',
          loopType: '',
          condition: tag.condition,
          context: ctx,
          hasElse: false,
        });
        return command(`IF ${encodeCall({ op: 'if', ctx, condition: tag.condition, negate: false })}`);
      case 'else': {
        const frame = this.frames.at(-1);
        if (frame?.kind !== 'if' || frame.hasElse) {
          return '';
        }
        frame.hasElse = true;
        const call = encodeCall({ op: 'if', ctx: frame.context, condition: frame.condition, negate: true });
        return command('END-IF') + command(`IF ${call}`);
      }
      case 'endif':
        return this.closeUntil('if');
      case 'other':
        return '';
    }
  }

  /** Closes every block still open (Ekahau templates that never closed a loop or a condition). */
  closeAll(): string {
    let out = '';
    for (let frame = this.frames.pop(); frame !== undefined; frame = this.frames.pop()) {
      out += this.close(frame);
    }
    return out;
  }
}
