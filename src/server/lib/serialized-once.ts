import type { FastifyReply } from 'fastify';

/**
 * A route's answers that are kept values (a page of a list in memory, read by many) serialized
 * once each, by the route's response schema, instead of on every request: the serialized JSON
 * lives as long as the value does (the cache that keeps it forgets it, the body goes with it).
 * One per route, since the serialization is the route's.
 */
export class SerializedOnce {
  private readonly bodies = new WeakMap<object, string>();

  send(reply: FastifyReply, value: object): FastifyReply {
    let body = this.bodies.get(value);
    if (body === undefined) {
      body = String(reply.serialize(value));
      this.bodies.set(value, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
