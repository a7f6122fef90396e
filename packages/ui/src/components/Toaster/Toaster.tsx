import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST } from '@mare/domain';
import './Toaster.css';

export const CLOSE_TOAST_LABEL = 'Fechar notificação';

/*
 * sonner 1.7 is pinned on purpose: its built-in width (356 px) and swipe threshold (20 px)
 * are the spec's, and neither is a prop (2.x moved the threshold to 45 px). It also hard-codes
 * the close button's label in English, so we relabel it in pt-BR as toasts mount.
 */
function useLocalizedCloseButtons(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return;
    const relabel = () => {
      root.querySelectorAll('button[data-close-button]').forEach((button) => {
        if (button.getAttribute('aria-label') !== CLOSE_TOAST_LABEL) {
          button.setAttribute('aria-label', CLOSE_TOAST_LABEL);
        }
      });
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

const widthStyle = { '--width': `${TOAST.widthPx}px` } as CSSProperties;

/**
 * `duration`: how long a toast stays (TOAST.durationMs). Stories pass Infinity: a 4-second timer
 * on the real clock made a frame show a toast or not depending on how fast the machine was.
 */
export function Toaster({ duration = TOAST.durationMs }: { duration?: number } = {}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useLocalizedCloseButtons(host);
  return (
    <div ref={setHost} className="mare-toaster-host">
      <SonnerToaster
        position={TOAST.position}
        closeButton
        duration={duration}
        visibleToasts={TOAST.visibleToasts}
        gap={TOAST.gapPx}
        style={widthStyle}
        containerAriaLabel="Notificações"
        richColors
      />
    </div>
  );
}
