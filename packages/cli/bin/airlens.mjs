#!/usr/bin/env node
// Runs the TypeScript CLI without a build step: tsx compiles src/ on the fly.
import { register } from 'tsx/esm/api';

register();
await import('../src/run.ts');
