import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The development pages hold live links and codes: a development server on a shared network
 * shows them to its own machine only.
 */
export function onlyFromThisMachine(request: FastifyRequest) {
  if (!LOOPBACK.test(request.ip)) throw notFound();
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
