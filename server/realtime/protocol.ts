import { isRecord, parseJson } from '../json.ts';

/**
 * Phoenix channel messages as realtime-js sends them: serializer 2.0.0 frames are arrays
 * `[join_ref, ref, topic, event, payload]`, 1.0.0 frames are objects with the same fields.
 */
export type Vsn = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value === '1.0.0') return '1.0.0';
  return value === '2.0.0' ? '2.0.0' : null;
}

const asRef = (value: unknown): string | null | undefined => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

/** A frame's message, or null when it is not one (bad JSON, wrong shape): such frames are ignored. */
export function decodeFrame(text: string, vsn: Vsn): PhoenixMessage | null {
  const value = parseJson(text);
  let fields: unknown[];
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return null;
    fields = value;
  } else {
    if (!isRecord(value)) return null;
    fields = [value.join_ref, value.ref, value.topic, value.event, value.payload];
  }
  const [joinRef, ref, topic, event, payload] = [
    asRef(fields[0]),
    asRef(fields[1]),
    fields[2],
    fields[3],
    fields[4] ?? {},
  ];
  if (joinRef === undefined || ref === undefined) return null;
  if (typeof topic !== 'string' || topic === '' || topic.length > 512) return null;
  if (typeof event !== 'string' || event === '' || event.length > 128) return null;
  if (!isRecord(payload)) return null;
  return { joinRef, ref, topic, event, payload };
}

/**
 * realtime-js 2.x sends a client broadcast as a binary frame (kind 3, "user broadcast push"):
 * seven header bytes (kind, then the byte lengths of join_ref, ref, topic, event and metadata, then
 * the payload encoding), the five strings, and the payload. Only JSON payloads are understood.
 */
export function decodeBroadcastFrame(frame: Buffer): PhoenixMessage | null {
  if (frame.length < 7 || frame[0] !== 3) return null;
  const lengths = [frame[1], frame[2], frame[3], frame[4], frame[5]].map(Number);
  const strings: string[] = [];
  let offset = 7;
  for (const length of lengths) {
    strings.push(frame.toString('utf8', offset, offset + length));
    offset += length;
  }
  if (offset > frame.length || frame[6] !== 1) return null;
  const [joinRef = '', ref = '', topic = '', event = '', metadata = ''] = strings;
  const payload = parseJson(frame.toString('utf8', offset));
  const meta = metadata === '' ? undefined : parseJson(metadata);
  if (payload === undefined || (metadata !== '' && meta === undefined)) return null;
  if (topic === '' || event === '') return null;
  const body: Record<string, unknown> = { type: 'broadcast', event, payload };
  if (meta !== undefined) body.meta = meta;
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: body };
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message;
  return JSON.stringify(
    vsn === '2.0.0' ? [joinRef, ref, topic, event, payload] : { join_ref: joinRef, ref, topic, event, payload },
  );
}

/**
 * A push (no refs) whose payload is already JSON text: the same bytes `encodeFrame` writes, without
 * serialising again a payload many sockets receive (a change's row).
 */
export function encodePush(topic: string, event: string, payloadJson: string, vsn: Vsn): string {
  const [quotedTopic, quotedEvent] = [JSON.stringify(topic), JSON.stringify(event)];
  return vsn === '2.0.0'
    ? `[null,null,${quotedTopic},${quotedEvent},${payloadJson}]`
    : `{"join_ref":null,"ref":null,"topic":${quotedTopic},"event":${quotedEvent},"payload":${payloadJson}}`;
}

/** The reply to a push: same refs and topic, `phx_reply` with a status and a response. */
export function reply(
  to: PhoenixMessage,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhoenixMessage {
  return { joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } };
}

/** A message the server pushes on its own (no ref). */
export function push(topic: string, event: string, payload: Record<string, unknown>): PhoenixMessage {
  return { joinRef: null, ref: null, topic, event, payload };
}
