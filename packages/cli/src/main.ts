import { Command, CommanderError, Option } from 'commander';
import { bom, report } from './commands/files';
import { login, logout } from './commands/login';
import { listProjects } from './commands/projects';
import { upload } from './commands/upload';
import type { GlobalOptions } from './context';
import { CliError, createOutput } from './output';

/** The `airlens` command line: sign in, list projects, upload survey files, fetch reports and BOMs. */
export function buildProgram(): Command {
  const program = new Command('airlens')
    .description(
      'The Airlens command line: projects, uploads, reports and bills of materials over the Airlens API.',
    )
    .addOption(
      new Option(
        '--server <url>',
        'the Airlens server (default: $AIRLENS_URL, else the one you signed in to)',
      ),
    )
    .option('--json', 'print results as JSON (for scripts)')
    .showHelpAfterError()
    .exitOverride();

  const globals = (command: Command): GlobalOptions => command.optsWithGlobals<GlobalOptions>();
  const out = (command: Command) => createOutput(globals(command).json === true);

  program
    .command('login')
    .description('sign in: the device flow in your browser, or a personal access token with --token')
    .option('--token <token>', 'use a personal access token (alp_…) instead of the browser')
    .option('--scope <scopes>', 'the scopes to ask for, space-separated')
    .action(async (options: { token?: string; scope?: string }, command: Command) => {
      await login({ ...globals(command), ...options }, out(command));
    });

  program
    .command('logout')
    .description('forget the stored tokens (and revoke an OAuth sign-in)')
    .action(async (_options: unknown, command: Command) => {
      await logout(out(command));
    });

  program
    .command('projects')
    .description('projects you may read')
    .command('list')
    .description('list your projects')
    .action(async (_options: unknown, command: Command) => {
      await listProjects(globals(command), out(command));
    });

  program
    .command('upload')
    .description('upload an Ekahau .esx survey and wait for its import')
    .argument('<file>', 'the .esx file')
    .action(async (file: string, _options: unknown, command: Command) => {
      await upload(file, globals(command), out(command));
    });

  program
    .command('report')
    .description("create a project's report and save it")
    .argument('<project>', 'the project id')
    .addOption(new Option('--format <format>', 'file format').choices(['pdf', 'docx']).default('pdf'))
    .addOption(new Option('--language <language>', 'report language').choices(['en', 'de', 'fr', 'es', 'fi']))
    .option('--template <id>', 'a report template id (default: the built-in template)')
    .option('-o, --output <file>', 'where to save it (default: the name the server suggests)')
    .action(
      async (
        project: string,
        options: { format: string; language?: string; template?: string; output?: string },
        command: Command,
      ) => {
        await report(project, { ...globals(command), ...options }, out(command));
      },
    );

  program
    .command('bom')
    .description("save a project's bill of materials")
    .argument('<project>', 'the project id')
    .addOption(
      new Option('--format <format>', 'file format').choices(['xlsx', 'csv', 'json']).default('xlsx'),
    )
    .option('-o, --output <file>', 'where to save it (json without -o: printed)')
    .action(async (project: string, options: { format: string; output?: string }, command: Command) => {
      await bom(project, { ...globals(command), ...options }, out(command));
    });

  return program;
}

/** Runs the CLI; resolves the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; usage errors were already printed by commander.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof CliError) {
      process.stderr.write(`airlens: ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(`airlens: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
