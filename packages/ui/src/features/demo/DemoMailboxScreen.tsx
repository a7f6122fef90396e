import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useBackend } from '../../backend/index.ts';
import { PATHS, homeForRole } from '../../routes.ts';
import type { DemoEmail, DemoMailbox } from '../../backend/mailbox-context.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import styles from './demo.module.css';
import { lazyFormatter } from '@mare/domain';

const dateFormat = lazyFormatter(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
);
const noEmails: DemoEmail[] = [];
const emptyMailbox: DemoMailbox = { list: () => noEmails, subscribe: () => () => undefined };

/** A file of a notice as a download link (the booking's .ics opens in the calendar app). */
const attachmentHref = (file: { contentType: string; content: string }) =>
  `data:${file.contentType},${encodeURIComponent(file.content)}`;

/**
 * A notice from the outbox (booking, cancellation, review...): its plain-text part, its files,
 * and the HTML part on request, as the person's mail app would show it.
 */
function NoticeCard({ email }: { email: DemoEmail }) {
  return (
    <Card as="li" className={styles.email}>
      <p className={`${styles.meta} ${styles.emailText}`}>
        Para <strong>{email.to}</strong> · {dateFormat().format(new Date(email.sentAt))}
      </p>
      <h2 className={styles.emailTitle}>{email.subject}</h2>
      <p className={`${styles.body} ${styles.emailText}`}>{email.text}</p>
      {email.attachments?.map((file) => (
        <a key={file.filename} href={attachmentHref(file)} download={file.filename}>
          Baixar o anexo {file.filename}
        </a>
      ))}
      {email.html && (
        <details className={styles.html}>
          <summary>Ver como e-mail (HTML)</summary>
          <iframe
            className={styles.frame}
            title={`Versão HTML: ${email.subject}`}
            sandbox=""
            srcDoc={email.html}
          />
        </details>
      )}
    </Card>
  );
}

function EmailCard({ email }: { email: DemoEmail }) {
  if (email.kind === 'notice') return <NoticeCard email={email} />;
  return <TokenEmailCard email={email} kind={email.kind} />;
}

function TokenEmailCard({ email, kind }: { email: DemoEmail; kind: 'signup' | 'recovery' }) {
  const { auth } = useBackend();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const action = kind === 'signup' ? 'Confirmar meu email' : 'Redefinir minha senha';

  const open = async () => {
    setPending(true);
    const outcome = await auth.verifyEmailToken(email.tokenHash, kind);
    setPending(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    // Recovery moves on through the PASSWORD_RECOVERY event; a confirmation signs the person in.
    if (kind === 'signup') {
      const role = await auth.getRole(outcome.value.user.id);
      navigate(homeForRole(role.ok ? role.value : null));
    }
  };

  return (
    <Card as="li" className={styles.email}>
      <p className={`${styles.meta} ${styles.emailText}`}>
        Para <strong>{email.to}</strong> · {dateFormat().format(new Date(email.sentAt))}
      </p>
      <h2 className={styles.emailTitle}>{email.subject}</h2>
      <p className={`${styles.body} ${styles.emailText}`}>{email.text}</p>
      <Button busy={pending} busyLabel="Abrindo..." onClick={() => void open()}>
        {action}
      </Button>
    </Card>
  );
}

/** Demo mode only: the emails the mock backend sent, so sign-up works without a real inbox. */
export function DemoMailboxScreen() {
  const mailbox = useBackend().mailbox ?? emptyMailbox;
  const emails = useSyncExternalStore(mailbox.subscribe, mailbox.list);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.mailbox} aria-labelledby="caixa-titulo">
      <h1 id="caixa-titulo" ref={headingRef} tabIndex={-1} className={styles.title}>
        Caixa de entrada de teste
      </h1>
      <p>
        No modo demonstração nenhum email sai deste navegador. As mensagens de confirmação e de
        recuperação de senha aparecem aqui, e também os avisos que a Maré envia: reservas
        confirmadas, saídas canceladas, reembolsos, revisões de passeios e pedidos.
      </p>
      {emails.length === 0 ? (
        <p className={styles.empty}>
          Nenhum email por enquanto. <Link to={PATHS.signUp}>Crie uma conta</Link> para receber a
          confirmação.
        </p>
      ) : (
        <ul className={styles.list}>
          {[...emails].reverse().map((email) => (
            <EmailCard key={email.id} email={email} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default DemoMailboxScreen;
