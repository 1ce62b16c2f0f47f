import { act } from '@testing-library/react';
import type { ImServerMessage } from '@exchange/contracts/ws/im-socket';

/**
 * A chat socket (`/im-websocket`) for jsdom tests of the web app and the back office: it records what the app sends
 * and delivers what the test pushes, inside `act`. Pass the class where the app takes a WebSocket constructor.
 */
export class FakeImSocket {
  static readonly OPEN = 1;
  static instances: FakeImSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeImSocket.instances.push(this);
  }

  /** The socket the app opened last. */
  static latest(): FakeImSocket {
    const socket = FakeImSocket.instances.at(-1);
    if (!socket) throw new Error('no chat socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }

  receive(text: string): void {
    act(() => this.onmessage?.(new MessageEvent('message', { data: text })));
  }

  push<T extends ImServerMessage['type']>(
    type: T,
    data: Extract<ImServerMessage, { type: T }>['data'],
  ): void {
    this.receive(JSON.stringify({ type, data }));
  }

  /** The server or the network ends the connection. */
  drop(code = 1006): void {
    act(() => {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code }));
    });
  }

  /** The JSON frames sent (the heartbeat left out). */
  frames(): { type: string; data: unknown }[] {
    return this.sent
      .filter((text) => text !== 'ping')
      .map((text) => JSON.parse(text) as { type: string; data: unknown });
  }

  sentMessages(): { groupId: number; uuid: string; contentType: string; data: string }[] {
    return this.frames()
      .filter((frame) => frame.type === 'SEND_MESSAGE')
      .map((frame) => frame.data as { groupId: number; uuid: string; contentType: string; data: string });
  }
}
