// The live prediction's Web Worker: the heatmap engine runs here so dragging an AP never blocks the page.
import { PredictionSession, type PredictionRequest } from './prediction-session';

const session = new PredictionSession();

self.addEventListener('message', (event: MessageEvent<PredictionRequest>) => {
  let reply;
  try {
    reply = session.handle(event.data);
  } catch (error) {
    reply = { id: event.data.id, error: error instanceof Error ? error.message : 'Prediction failed.' };
  }
  // The values' buffer moves to the page instead of being copied (80k cells per drag step).
  self.postMessage(reply, { transfer: 'values' in reply ? [reply.values.buffer] : [] });
});
