import type { RenderedEmail } from '@mare/domain';
import styles from './email-preview.module.css';

/** The part between <body> tags: the page shows it inline, so axe checks the e-mail itself. */
const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;

/**
 * One outbox e-mail as its reader gets it: the subject, the HTML part, the plain-text part and
 * the files. The HTML comes from packages/domain's templates, which escape every value they put
 * in it, so it is shown as is.
 */
export function EmailPreview({ email }: { email: RenderedEmail }) {
  return (
    <article className={styles.preview} aria-label={`E-mail: ${email.subject}`}>
      <p className={styles.subject}>
        Assunto: <strong>{email.subject}</strong>
      </p>
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: bodyOf(email.html) }} />
      <section className={styles.part} aria-labelledby="texto-simples">
        <h2 id="texto-simples" className={styles.partTitle}>
          Versão em texto simples
        </h2>
        <pre className={styles.text}>{email.text}</pre>
      </section>
      {email.attachments.length > 0 && (
        <section className={styles.part} aria-labelledby="anexos">
          <h2 id="anexos" className={styles.partTitle}>
            Anexos
          </h2>
          <ul>
            {email.attachments.map((file) => (
              <li key={file.filename}>
                {file.filename} <span className={styles.type}>({file.contentType})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
