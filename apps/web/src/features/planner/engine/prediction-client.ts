import { PredictionSession, type PredictionReply, type PredictionRequest } from './prediction-session';

/** Sends requests to the prediction worker and resolves each with its reply. */
export interface PredictionClient {
  request: (request: PredictionRequest) => Promise<PredictionReply>;
  close: () => void;
}

/**
 * The live prediction's worker; where the page has no Worker (tests, old browsers) the same session runs on the
 * page instead, so the editor still shows a heatmap.
 */
export function createPredictionClient(): PredictionClient {
  if (typeof Worker === 'undefined') {
    const session = new PredictionSession();
    return { request: (request) => Promise.resolve(session.handle(request)), close: () => undefined };
  }
  const worker = new Worker(new URL('./prediction.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (reply: PredictionReply) => void>();
  worker.addEventListener('message', (event: MessageEvent<PredictionReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', () => {
    for (const [id, resolve] of waiting) {
      resolve({ id, error: 'The prediction worker stopped.' });
    }
    waiting.clear();
  });
  return {
    request: (request) =>
      new Promise((resolve) => {
        waiting.set(request.id, resolve);
        worker.postMessage(request);
      }),
    close: () => worker.terminate(),
  };
}
