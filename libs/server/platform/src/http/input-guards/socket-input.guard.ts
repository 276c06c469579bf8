import type { Socket } from 'socket.io';
import { findUnsafeInput, maxInputDepth } from './unsafe-input.js';
import { unsafeInputAnswers } from './unsafe-input.error.js';

/** What an ack answers for a refused packet: the failure shape every gateway's acks use. */
export interface SocketInputRefusal {
  ok: false;
  error: { code: string; message: string };
}

/**
 * The HTTP edge's input check for sockets, as Socket.IO packet middleware on every socket of every
 * gateway: an event whose payload holds a NUL character or nests too deeply goes no further than
 * here (no handler, no PostgreSQL), and its ack, when the client asked for one, says why.
 */
export function guardSocketInput(socket: Socket): void {
  socket.use((packet, next) => {
    // The packet is [event, ...payload, ack?]: one level above the payload, as a body is to HTTP.
    const problem = findUnsafeInput(packet, maxInputDepth + 1);
    if (!problem) return next();
    const ack: unknown = packet.at(-1);
    if (typeof ack === 'function') {
      const refusal: SocketInputRefusal = { ok: false, error: { ...unsafeInputAnswers[problem] } };
      (ack as (answer: SocketInputRefusal) => void)(refusal);
    }
  });
}
