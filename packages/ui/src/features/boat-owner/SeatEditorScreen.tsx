import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  addZone,
  editZone,
  fromServerLayout,
  layoutProblems,
  moveZone,
  previewOf,
  removeZone,
  renumberZone,
  resizeZone,
  SEAT_KINDS,
  sellableSeats,
  setSeatKind,
  starterLayout,
  toggleSeat,
  toPayload,
  ZONE_HINTS,
  zonePrefix,
  type EditorLayout,
  type EditorZone,
  type LayoutResult,
  type ServerLayout,
} from '@mare/domain';
import { Button, ButtonSlot } from '../../components/Button/index.ts';
import { Checkbox } from '../../components/Checkbox/index.ts';
import { FormAlert } from '../../components/FormAlert/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { PATHS } from '../../routes.ts';
import { useBoatLayout, useBoats, useSaveLayout, type Boat } from './api/index.ts';
import { Page } from './common.tsx';
import { QueryGate } from '../../components/QueryGate/QueryGate.tsx';
import styles from './boat-owner.module.css';

interface Cursor {
  zone: string;
  row: number;
  col: number;
}

const hintLabel = (hint: string) => ZONE_HINTS.find((h) => h.value === hint)?.label ?? hint;

function ZoneGrid({
  zone,
  cursor,
  onCursor,
  onToggle,
}: {
  zone: EditorZone;
  cursor: Cursor | null;
  onCursor: (cursor: Cursor) => void;
  onToggle: (row: number, col: number) => void;
}) {
  const grid = useRef<HTMLDivElement>(null);
  const here = cursor?.zone === zone.key ? cursor : null;
  const focusCell = (row: number, col: number) => {
    onCursor({ zone: zone.key, row, col });
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${row}-${col}"]`)?.focus();
  };
  // Arrow keys move between cells (one tab stop per zone); Enter or Space adds a seat to an empty
  // cell; Delete removes the seat there.
  const onKeyDown = (event: KeyboardEvent, row: number, col: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const r = Math.min(zone.rows - 1, Math.max(0, row + move[0]));
      const c = Math.min(zone.cols - 1, Math.max(0, col + move[1]));
      focusCell(r, c);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      if (zone.seats.some((s) => s.row === row && s.col === col)) {
        event.preventDefault();
        onToggle(row, col);
      }
    }
  };
  const places = Array.from({ length: zone.rows * zone.cols }, (_, i) => ({
    row: Math.floor(i / zone.cols),
    col: i % zone.cols,
  }));
  const cells = places.map(({ row, col }) => {
    const seat = zone.seats.find((s) => s.row === row && s.col === col);
    const active = here ? here.row === row && here.col === col : row === 0 && col === 0;
    const kind = seat ? (SEAT_KINDS.find((k) => k.value === seat.kind)?.label ?? '') : '';
    return (
      <button
        key={`${row}-${col}`}
        type="button"
        data-cell={`${row}-${col}`}
        tabIndex={active ? 0 : -1}
        aria-pressed={here?.row === row && here.col === col}
        aria-label={
          seat
            ? `${zone.name}, fileira ${row + 1}, coluna ${col + 1}: lugar ${seat.code}, ${kind}${seat.sold ? ', vendido' : ''}`
            : `${zone.name}, fileira ${row + 1}, coluna ${col + 1}: vazio`
        }
        className={[
          styles.cell,
          seat ? styles.seat : '',
          seat ? styles[seat.kind] : '',
          seat?.sold ? styles.sold : '',
          here?.row === row && here.col === col ? styles.selected : '',
        ].join(' ')}
        onClick={() => {
          onCursor({ zone: zone.key, row, col });
          if (!seat) onToggle(row, col);
        }}
        onKeyDown={(event) => onKeyDown(event, row, col)}
      >
        {seat ? seat.code : '+'}
      </button>
    );
  });
  return (
    <div
      ref={grid}
      role="group"
      aria-label={`Lugares da área ${zone.name}`}
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${zone.cols}, 44px)` }}
    >
      {cells}
    </div>
  );
}

function ZoneEditor({
  zone,
  index,
  total,
  layout,
  cursor,
  apply,
  setLayout,
  setCursor,
}: {
  zone: EditorZone;
  index: number;
  total: number;
  layout: EditorLayout;
  cursor: Cursor | null;
  apply: (result: LayoutResult) => void;
  setLayout: (layout: EditorLayout) => void;
  setCursor: (cursor: Cursor | null) => void;
}) {
  const [prefix, setPrefix] = useState(zonePrefix(zone));
  const selected =
    cursor?.zone === zone.key
      ? zone.seats.find((s) => s.row === cursor.row && s.col === cursor.col)
      : undefined;
  const id = `zona-${zone.key}`;
  return (
    <section className={styles.fieldset} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {index + 1}. {zone.name || 'Área sem nome'}
      </h2>
      <TextField
        name={`${id}-nome`}
        label="Nome da área"
        value={zone.name}
        onChange={(event) => apply(editZone(layout, zone.key, { name: event.target.value }))}
      />
      <Checkbox
        name={`${id}-coberta`}
        label="Coberta"
        checked={zone.covered}
        onChange={(event) => apply(editZone(layout, zone.key, { covered: event.target.checked }))}
      />
      <fieldset className={styles.chips}>
        <legend className={`${styles.legend} ${styles.chipsLegend}`}>Dicas para o visitante</legend>
        {ZONE_HINTS.map((hint) => (
          <label key={hint.value} className={styles.chip}>
            <input
              className={styles.chipInput}
              type="checkbox"
              checked={zone.hints.includes(hint.value)}
              onChange={(event) =>
                apply(
                  editZone(layout, zone.key, {
                    hints: event.target.checked
                      ? [...zone.hints, hint.value]
                      : zone.hints.filter((h) => h !== hint.value),
                  }),
                )
              }
            />
            {hint.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.pair}>
        <TextField
          name={`${id}-fileiras`}
          label="Fileiras"
          type="number"
          min={1}
          max={20}
          value={zone.rows}
          onChange={(event) =>
            apply(resizeZone(layout, zone.key, Number(event.target.value), zone.cols))
          }
        />
        <TextField
          name={`${id}-colunas`}
          label="Colunas"
          type="number"
          min={1}
          max={12}
          value={zone.cols}
          onChange={(event) =>
            apply(resizeZone(layout, zone.key, zone.rows, Number(event.target.value)))
          }
        />
      </div>
      <p className={styles.meta}>
        Toque numa casa vazia (ou use as setas e Enter) para pôr um lugar; Delete remove o lugar
        escolhido.
      </p>
      <ZoneGrid
        zone={zone}
        cursor={cursor}
        onCursor={setCursor}
        onToggle={(row, col) => apply(toggleSeat(layout, zone.key, row, col))}
      />
      {selected ? (
        <fieldset className={styles.chips}>
          <legend className={`${styles.legend} ${styles.chipsLegend}`}>
            Lugar {selected.code}
            {selected.sold ? ' (vendido: continua à venda e com o mesmo número)' : ''}
          </legend>
          {SEAT_KINDS.map((kind) => (
            <label key={kind.value} className={styles.chip}>
              <input
                className={styles.chipInput}
                type="radio"
                name={`${id}-tipo`}
                checked={selected.kind === kind.value}
                onChange={() => apply(setSeatKind(layout, zone.key, selected.key, kind.value))}
              />
              {kind.label}
            </label>
          ))}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => apply(toggleSeat(layout, zone.key, selected.row, selected.col))}
          >
            Remover lugar {selected.code}
          </Button>
        </fieldset>
      ) : null}
      <div className={styles.row}>
        <TextField
          name={`${id}-prefixo`}
          label="Prefixo dos números"
          value={prefix}
          maxLength={3}
          onChange={(event) => setPrefix(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => apply(renumberZone(layout, zone.key, prefix))}
        >
          Renumerar {zone.name}
        </Button>
      </div>
      <div className={styles.row}>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === 0}
          onClick={() => setLayout(moveZone(layout, zone.key, -1))}
        >
          Mover {zone.name} para a proa
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === total - 1}
          onClick={() => setLayout(moveZone(layout, zone.key, 1))}
        >
          Mover {zone.name} para a popa
        </Button>
        <Button variant="danger" size="sm" onClick={() => apply(removeZone(layout, zone.key))}>
          Remover área {zone.name}
        </Button>
      </div>
    </section>
  );
}

/** What the visitors' seat-map modal will show, drawn from the layout being edited. */
function Preview({ layout }: { layout: EditorLayout }) {
  return (
    <section className={styles.fieldset} aria-labelledby="previa">
      <h2 id="previa" className={styles.sectionTitle}>
        Como os visitantes veem
      </h2>
      <p className={styles.meta}>
        Da proa para a popa. Lugares de tripulação e bloqueados aparecem indisponíveis.
      </p>
      <div className={styles.preview}>
        {previewOf(layout).map((zone) => (
          <div key={zone.key}>
            <h3>
              {zone.name}
              {zone.covered ? ' · coberta' : ''}
            </h3>
            {zone.hints.length ? (
              <p className={styles.meta}>{zone.hints.map(hintLabel).join(' · ')}</p>
            ) : null}
            <div
              className={styles.grid}
              style={{ gridTemplateColumns: `repeat(${zone.cols}, 32px)` }}
              role="img"
              aria-label={`${zone.name}: ${zone.seats.filter((s) => s.state === 'free').length} lugares à venda`}
            >
              {Array.from({ length: zone.rows * zone.cols }, (_, i) => {
                const seat = zone.seats.find((s) => s.row * zone.cols + s.col === i);
                return (
                  <span
                    key={i}
                    className={
                      seat
                        ? `${styles.previewSeat} ${seat.state === 'blocked' ? styles.blocked : ''} ${seat.accessible ? styles.accessible : ''}`
                        : undefined
                    }
                  >
                    {seat?.code}
                  </span>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Editor({ boat, server }: { boat: Boat; server: ServerLayout }) {
  const save = useSaveLayout(boat.id);
  const [layout, setLayout] = useState<EditorLayout>(() =>
    server.zones.length ? fromServerLayout(server) : starterLayout(boat.capacity),
  );
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [newZone, setNewZone] = useState('');
  const apply = (result: LayoutResult) => {
    if (result.ok) {
      setLayout(result.layout);
      setNotice(null);
    } else setNotice({ text: result.reason, tone: 'error' });
  };
  const problems = layoutProblems(layout);
  const sellable = sellableSeats(layout);

  const onSave = () => {
    const before = server;
    save.mutate(toPayload(layout), {
      onSuccess: (saved) => {
        setLayout(fromServerLayout(saved));
        setNotice({ text: 'Mapa de lugares salvo.', tone: 'success' });
        // Undo: the layout as it was, sent back in one call (sold seats never changed anyway).
        toast('Quer voltar ao mapa anterior?', {
          action: {
            label: 'Desfazer',
            onClick: () =>
              save.mutate(toPayload(fromServerLayout(before)), {
                onSuccess: (restored) => setLayout(fromServerLayout(restored)),
              }),
          },
        });
      },
      onError: (error) => setNotice({ text: error.message, tone: 'error' }),
    });
  };

  return (
    <div className={styles.editor}>
      <div className={styles.page}>
        <p aria-live="polite">
          <strong>
            {sellable} de {boat.capacity}
          </strong>{' '}
          lugares de passageiro (lotação do cartão de lotação)
        </p>
        {problems.length ? (
          <ul className={styles.problems} aria-label="O que corrigir antes de salvar">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {layout.zones.map((zone, index) => (
          <ZoneEditor
            key={zone.key}
            zone={zone}
            index={index}
            total={layout.zones.length}
            layout={layout}
            cursor={cursor}
            apply={apply}
            setLayout={setLayout}
            setCursor={setCursor}
          />
        ))}
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (!newZone.trim()) {
              setNotice({ text: 'Dê um nome à nova área, como Proa ou Cabine.', tone: 'error' });
              return;
            }
            setLayout(addZone(layout, newZone.trim()));
            setNewZone('');
          }}
        >
          <TextField
            name="nova-area"
            label="Nova área"
            hint="Proa, meio, popa coberta, cabine..."
            value={newZone}
            onChange={(event) => setNewZone(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Adicionar área
          </Button>
        </form>
        <FormAlert message={notice?.text} tone={notice?.tone} />
        <div className={styles.row}>
          <Button
            size="lg"
            busy={save.isPending}
            busyLabel="Salvando..."
            disabled={problems.length > 0}
            onClick={onSave}
          >
            Salvar mapa de lugares
          </Button>
          <ButtonSlot variant="ghost">
            <Link to={PATHS.boatOwnerBoats}>Voltar aos barcos</Link>
          </ButtonSlot>
        </div>
      </div>
      <Preview layout={layout} />
    </div>
  );
}

/** Editor de lugares: the boat's seats as zones of cells, with the visitors' view beside. */
export default function SeatEditorScreen() {
  const { boatId = '' } = useParams();
  const boats = useBoats();
  const layout = useBoatLayout(boatId);
  return (
    <QueryGate query={boats} loadingLabel="Carregando o barco...">
      {(list) => {
        const boat = list.find((b) => b.id === boatId);
        if (!boat)
          return (
            <Page title="Barco não encontrado">
              <p>Este barco não existe ou não é seu.</p>
            </Page>
          );
        return (
          <Page
            title={`Mapa de lugares: ${boat.name}`}
            lead="Áreas da proa à popa, cada uma com suas fileiras. Lugares vendidos mantêm o número."
          >
            <QueryGate query={layout} loadingLabel="Carregando o mapa de lugares...">
              {(server) => <Editor boat={boat} server={server} />}
            </QueryGate>
          </Page>
        );
      }}
    </QueryGate>
  );
}
