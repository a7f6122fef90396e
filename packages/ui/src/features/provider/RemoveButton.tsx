import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';

/** "Remover <name>", asked first; the removal's toast then offers to undo it. */
export function RemoveButton({
  name,
  description,
  busy,
  onConfirm,
}: {
  name: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog
      title={`Remover "${name}"?`}
      description={description}
      confirmLabel="Remover"
      busyLabel="Removendo..."
      busy={busy}
      onConfirm={onConfirm}
      trigger={
        <Button variant="ghost" size="sm">
          Remover<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      }
    />
  );
}
