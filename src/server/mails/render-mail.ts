import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Mail } from '../lib/mailer';

/** The doctype React Email puts on its mails: the one mail clients render most alike. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * One template, two bodies: the HTML, and the plain text read off that same HTML (React Email's
 * conversion: parts marked `data-skip-in-text` stay out). Rendered synchronously, as the
 * templates suspend on nothing, so building a mail stays a plain call inside a transaction.
 */
export function renderMail(to: string, subject: string, template: ReactElement): Mail {
  const html = DOCTYPE + renderToStaticMarkup(template);
  return { to, subject, html, text: toPlainText(html) };
}
