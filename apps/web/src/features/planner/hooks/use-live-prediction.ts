import { useEffect, useRef, useState } from 'react';
import type { PlacedAccessPoint } from '@airlens/heatmap';
import type { PredictionScene } from '../engine/contribution-planes';
import { createPredictionClient, type PredictionClient } from '../engine/prediction-client';
import { predictionRequests, type SentPrediction } from '../engine/prediction-requests';
import type { PredictionAnswer } from '../engine/prediction-session';

export interface LivePrediction {
  answer: PredictionAnswer | null;
  error: string | null;
}

/**
 * The floor's heatmap values, recomputed in the worker as the design changes. While the worker is busy, changes
 * wait and only the newest state is sent (a fast drag skips intermediate steps instead of queueing them).
 */
export function useLivePrediction(
  scene: PredictionScene | null,
  accessPoints: readonly PlacedAccessPoint[],
): LivePrediction {
  const [result, setResult] = useState<LivePrediction>({ answer: null, error: null });
  const clientRef = useRef<PredictionClient | null>(null);
  const sentRef = useRef<SentPrediction | null>(null);
  const busyRef = useRef(false);
  const latestRef = useRef({ scene, accessPoints });
  const idRef = useRef(0);

  useEffect(() => {
    const client = createPredictionClient();
    clientRef.current = client;
    return () => {
      client.close();
      clientRef.current = null;
      sentRef.current = null;
    };
  }, []);

  useEffect(() => {
    latestRef.current = { scene, accessPoints };
    async function pump(): Promise<void> {
      const client = clientRef.current;
      const latest = latestRef.current;
      if (busyRef.current || client === null || latest.scene === null) {
        return;
      }
      const next = predictionRequests(
        sentRef.current,
        latest.scene,
        latest.accessPoints,
        () => ++idRef.current,
      );
      if (next.requests.length === 0) {
        return;
      }
      busyRef.current = true;
      sentRef.current = next.sent;
      const replies = await Promise.all(next.requests.map((request) => client.request(request)));
      busyRef.current = false;
      const last = replies.at(-1);
      // The pump that is running carries on for later changes, so its answers are shown while mounted.
      if (clientRef.current === client && last !== undefined) {
        setResult('error' in last ? { answer: null, error: last.error } : { answer: last, error: null });
      }
      if ('error' in (last ?? {})) {
        // The worker's state is unknown after a failure: send the whole scene next time.
        sentRef.current = null;
        return;
      }
      await pump();
    }
    void pump();
  }, [scene, accessPoints]);

  return result;
}
