import { describe, expect, it } from 'vitest';
import { parseChangeNotice } from '../../../server/realtime/capture.ts';
import { quoteIdent } from '../../../server/pg/quote.ts';
import { FilterError, filterExpression, filterParameter, parseFilter } from '../../../server/realtime/filters.ts';
import { decodeBroadcastFrame, decodeFrame, encodeFrame, parseVsn, reply } from '../../../server/realtime/protocol.ts';

describe('Phoenix frames', () => {
  it('decodes serializer 2.0.0 arrays and 1.0.0 objects into the same message', () => {
    const expected = { joinRef: '1', ref: '2', topic: 'realtime:x', event: 'phx_join', payload: { config: {} } };
    expect(decodeFrame('["1","2","realtime:x","phx_join",{"config":{}}]', '2.0.0')).toEqual(expected);
    expect(
      decodeFrame(
        '{"join_ref":"1","ref":"2","topic":"realtime:x","event":"phx_join","payload":{"config":{}}}',
        '1.0.0',
      ),
    ).toEqual(expected);
    expect(decodeFrame('[null,3,"phoenix","heartbeat",{}]', '2.0.0')).toMatchObject({ joinRef: null, ref: '3' });
  });

  it('rejects anything that is not a message', () => {
    for (const text of [
      '',
      'nope',
      'null',
      '[]',
      '[1,2,3,4]',
      '[null,null,"","x",{}]',
      '[null,null,"t","",{}]',
      '[null,null,"t","e",[]]',
      '[{},null,"t","e",{}]',
      '{"topic":"t"}',
    ]) {
      expect(decodeFrame(text, text.startsWith('{') ? '1.0.0' : '2.0.0'), text).toBeNull();
    }
    expect(decodeFrame('["1","2","t","e",{}]', '1.0.0')).toBeNull();
  });

  it("encodes replies in the socket's own serializer", () => {
    const message = decodeFrame('["4","5","realtime:x","phx_leave",{}]', '2.0.0');
    if (!message) throw new Error('not decoded');
    expect(encodeFrame(reply(message, 'ok'), '2.0.0')).toBe(
      '["4","5","realtime:x","phx_reply",{"status":"ok","response":{}}]',
    );
    expect(JSON.parse(encodeFrame(reply(message, 'ok'), '1.0.0'))).toEqual({
      join_ref: '4',
      ref: '5',
      topic: 'realtime:x',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('reads the binary frame realtime-js sends a broadcast in', () => {
    const frame = (encoding: number, payload: string, meta = '') => {
      const parts = ['3', '7', 'realtime:stanza', 'saluto', meta].map((text) => Buffer.from(text));
      return Buffer.concat([
        Buffer.from([3, ...parts.map((part) => part.length), encoding]),
        ...parts,
        Buffer.from(payload),
      ]);
    };
    expect(decodeBroadcastFrame(frame(1, '{"testo":"ciao"}'))).toEqual({
      joinRef: '3',
      ref: '7',
      topic: 'realtime:stanza',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'saluto', payload: { testo: 'ciao' } },
    });
    expect(decodeBroadcastFrame(frame(1, '{}', '{"persist":true}'))?.payload).toMatchObject({
      meta: { persist: true },
    });
    expect(decodeBroadcastFrame(frame(0, 'raw bytes'))).toBeNull();
    expect(decodeBroadcastFrame(frame(1, '{not json'))).toBeNull();
    expect(decodeBroadcastFrame(Buffer.from([3, 200, 200, 200, 200, 200, 1]))).toBeNull();
    expect(decodeBroadcastFrame(Buffer.from([4, 0, 0]))).toBeNull();
  });

  it('knows the two serializer versions', () => {
    expect(parseVsn('2.0.0')).toBe('2.0.0');
    expect(parseVsn('1.0.0')).toBe('1.0.0');
    expect(parseVsn(null)).toBe('1.0.0');
    expect(parseVsn('3.0.0')).toBeNull();
  });
});

describe('binding filters', () => {
  it("parses Realtime's filter grammar", () => {
    expect(parseFilter('category=eq.Orologi')).toEqual({ column: 'category', operator: 'eq', values: ['Orologi'] });
    expect(parseFilter('price=gte.100.50')).toEqual({ column: 'price', operator: 'gte', values: ['100.50'] });
    expect(parseFilter('name=eq.a=b')).toEqual({ column: 'name', operator: 'eq', values: ['a=b'] });
    expect(parseFilter('id=in.(1, 2,"3")')).toEqual({ column: 'id', operator: 'in', values: ['1', '2', '3'] });
  });

  it('refuses what it cannot parse', () => {
    for (const text of ['category', '=eq.x', 'category=like.x%', 'category=eq', 'id=in.1,2', 'id=in.()']) {
      expect(() => parseFilter(text), text).toThrow(FilterError);
    }
  });

  it('builds SQL with the value as a parameter and the column quoted', () => {
    const filter = parseFilter('we"ird=lt.5');
    expect(filterExpression(filter, 't', '"public"."p"', 2)).toBe(
      'coalesce(t."we""ird" < (jsonb_populate_record(null::"public"."p", $2::jsonb))."we""ird", false)',
    );
    expect(filterParameter(filter)).toBe('{"we\\"ird":"5"}');
    expect(filterParameter(parseFilter('id=in.(1,2)'))).toBe('["1","2"]');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });
});

describe('change notices', () => {
  it('reads what the capture trigger sends', () => {
    const at = new Date('2026-11-21T10:00:00.000Z');
    expect(
      parseChangeNotice(
        '{"schema":"public","table":"products","type":"UPDATE","pk":{"id":"a"},"old_pk":{"id":"a"}}',
        at,
      ),
    ).toEqual({
      schema: 'public',
      table: 'products',
      type: 'UPDATE',
      pk: { id: 'a' },
      oldPk: { id: 'a' },
      commitTimestamp: '2026-11-21T10:00:00.000Z',
    });
    expect(
      parseChangeNotice('{"schema":"public","table":"products","type":"DELETE","pk":null,"old_pk":{"id":"a"}}', at),
    ).toMatchObject({ type: 'DELETE', pk: null });
  });

  it('ignores anything else', () => {
    for (const text of [
      'x',
      '[]',
      '{"schema":"public","table":"p","type":"TRUNCATE"}',
      '{"schema":"public","table":"p","type":"INSERT","pk":null}',
      '{"schema":"public","table":"p","type":"DELETE","old_pk":null}',
    ]) {
      expect(parseChangeNotice(text), text).toBeNull();
    }
  });
});
