import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type ReactNode } from 'react';
import { LEGAL_PATHS, LEGAL_TITLES } from '../../shared/legal';
import { link } from '../lib/links';
import { MAIL_TEXTS } from './texts';

/** The brand colours of src/client/styles/index.css: mail clients read no stylesheet of ours. */
const colour = {
  brand50: '#f0fdfa',
  brand700: '#0f766e',
  accent500: '#f97316',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#e7e5e4',
  page: '#f5f5f4',
};
/** Web fonts do not load in most mail clients: Georgia and the system sans stand in. */
const display = "Georgia, 'Times New Roman', serif";
const sans = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Marks what only the HTML shows; the plain text leaves it out (React Email's convention). */
const htmlOnly = { 'data-skip-in-text': true };

const paragraph = { color: colour.ink, fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' };

/**
 * The frame of every mail: the logo as HTML text (it shows with images blocked and needs no
 * request to our server, decision 009), one white card, the sign-off. `preview` is the line
 * mail clients show next to the subject.
 */
export function MailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: colour.page, fontFamily: sans, margin: 0, padding: '24px 0' }}
      >
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 12px' }}>
          <Section {...htmlOnly} style={{ padding: '0 0 16px' }}>
            <Text style={{ margin: 0, fontFamily: display, fontSize: '26px', fontWeight: 700 }}>
              <span
                style={{
                  backgroundColor: colour.brand700,
                  color: '#ffffff',
                  borderRadius: '10px',
                  padding: '2px 12px 4px',
                }}
              >
                {MAIL_TEXTS.layout.logo}
              </span>
              <span style={{ color: colour.accent500, fontSize: '30px' }}> ●</span>
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${colour.line}`,
              borderTop: `4px solid ${colour.brand700}`,
              borderRadius: '12px',
              padding: '28px 32px 12px',
            }}
          >
            {children}
            <Paragraph>{MAIL_TEXTS.layout.signOff}</Paragraph>
          </Section>
          <Text
            {...htmlOnly}
            style={{ color: colour.muted, fontSize: '13px', lineHeight: '20px', margin: '16px 0' }}
          >
            {MAIL_TEXTS.layout.tagline}
          </Text>
          <Text style={{ color: colour.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
            {(Object.keys(LEGAL_PATHS) as (keyof typeof LEGAL_PATHS)[]).map((page, i) => (
              <Fragment key={page}>
                {i > 0 && ' · '}
                <Link href={link(LEGAL_PATHS[page])} style={{ color: colour.muted }}>
                  {LEGAL_TITLES[page]}
                </Link>
              </Fragment>
            ))}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/**
 * A button to `href`, and the link itself for mail clients that show no buttons. The plain text
 * keeps only the link, on a line of its own.
 */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Section {...htmlOnly} style={{ padding: '4px 0 20px' }}>
        <Button
          href={href}
          style={{
            backgroundColor: colour.brand700,
            color: '#ffffff',
            borderRadius: '8px',
            padding: '12px 22px',
            fontSize: '16px',
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {children}
        </Button>
      </Section>
      <Text style={{ ...paragraph, color: colour.muted, fontSize: '13px', lineHeight: '20px' }}>
        <span {...htmlOnly}>{MAIL_TEXTS.layout.pasteLink}</span>
        <Link href={href} style={{ color: colour.brand700, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** A code to type or paste, set apart so it is easy to select. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code
      style={{
        backgroundColor: colour.brand50,
        color: colour.ink,
        borderRadius: '4px',
        padding: '2px 6px',
        fontFamily: 'Menlo, Consolas, monospace',
        fontSize: '14px',
        wordBreak: 'break-all',
      }}
    >
      {children}
    </code>
  );
}
