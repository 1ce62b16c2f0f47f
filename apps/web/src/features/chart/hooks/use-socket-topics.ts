import { useEffect, useEffectEvent } from 'react';
import type * as Protocol from '@exchange/contracts/ws/data-socket';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { loadDataSocket } from '@/lib/load-data-socket';

/**
 * A topic of the data socket, by its parts (the strings are built by the protocol module once it has loaded). Quotes
 * (MARKET) are not here: they are the data layer's shared entries (`data/quotes`), followed with `useFollowedQuotes`.
 */
export type TopicSpec =
  | { kind: 'depth'; type: number; symbol: string }
  | { kind: 'kline'; type: number; symbol: string; interval: string };

type LiveMessageType = 'DEPTH' | 'KLINE';
type MessageData<T extends LiveMessageType> = Extract<ServerMessage, { type: T }>['data'];

export function topicOf(protocol: Pick<typeof Protocol, 'depthTopic' | 'klineTopic'>, spec: TopicSpec) {
  if (spec.kind === 'depth') return protocol.depthTopic(spec.type, spec.symbol);
  return protocol.klineTopic(spec.type, spec.symbol, spec.interval);
}

/**
 * Follows `specs` on the data socket while mounted and passes each `messageType` push to `onData` (the caller
 * checks the row is one it asked for: pushes of every followed topic share one message type). Resubscribes when
 * the topics change; unsubscribes and releases the socket on unmount.
 */
export function useSocketTopics<T extends LiveMessageType>(
  messageType: T,
  specs: readonly TopicSpec[],
  onData: (data: MessageData<T>) => void,
): void {
  const handle = useEffectEvent(onData);
  const specsKey = JSON.stringify(specs);
  useEffect(() => {
    const wanted = JSON.parse(specsKey) as TopicSpec[];
    if (wanted.length === 0) return;
    let isActive = true;
    let cleanup = () => undefined as void;
    void loadDataSocket().then(
      ({ socket, protocol }) => {
        if (!isActive) return;
        const release = socket.retain();
        const stopListening = socket.onMessage(messageType, (data) => handle(data as MessageData<T>));
        // Counted by the socket across the app: a market list following the same topic keeps it alive.
        const releaseTopics = socket.holdTopics(wanted.map((spec) => topicOf(protocol, spec)));
        cleanup = () => {
          releaseTopics();
          stopListening();
          release();
        };
      },
      (error: unknown) => console.warn('[chart] the data socket could not be loaded; no live data', error),
    );
    return () => {
      isActive = false;
      cleanup();
    };
  }, [messageType, specsKey]);
}
