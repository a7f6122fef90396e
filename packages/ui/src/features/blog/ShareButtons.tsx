import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { whatsAppShareUrl } from '../../public-page/external-links.ts';
import { Button } from '../../components/Button/Button.tsx';
import { ButtonSlot } from '../../components/Button/ButtonSlot.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import styles from './article.module.css';

export const LINK_COPIED = 'Link copiado!';
export const COPY_FALLBACK =
  'Não foi possível copiar o link automaticamente. Selecione o endereço abaixo e copie-o.';

/** WhatsApp first (what Brazilian readers share with), then copy link with a manual fallback. */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const [fallback, setFallback] = useState(false);
  const fallbackRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (fallback) fallbackRef.current?.select();
  }, [fallback]);

  const copy = async () => {
    try {
      // Missing outside secure contexts and in some in-app browsers; it may also refuse permission.
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setFallback(false);
      toast.success(LINK_COPIED);
    } catch {
      setFallback(true);
    }
  };

  return (
    <section aria-labelledby="compartilhar-titulo">
      <h2 id="compartilhar-titulo" className={styles.sectionTitle}>
        Compartilhar
      </h2>
      <div className={styles.shareButtons}>
        <ButtonSlot>
          <a href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer">
            Compartilhar no WhatsApp
            <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
          </a>
        </ButtonSlot>
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar link
        </Button>
      </div>
      <p role="status" aria-live="polite" className={styles.shareStatus}>
        {fallback ? COPY_FALLBACK : ''}
      </p>
      {fallback && (
        <TextField
          ref={fallbackRef}
          label="Link do artigo"
          name="link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </section>
  );
}
