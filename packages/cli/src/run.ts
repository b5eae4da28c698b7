// The entry of bin/airlens.mjs (through tsx, no build step).
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
