import { PERMISSION_REFUSED } from '@mare/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AlertDialog } from '../../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { DataTable, type ColumnDef } from '../../../components/DataTable/DataTable.tsx';
import { DateTime } from '../../../components/DateTime/DateTime.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Pagination } from '../../../components/Pagination/Pagination.tsx';
import { Price } from '../../../components/Price/Price.tsx';
import { SelectField } from '../../../components/SelectField/SelectField.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.tsx';
import { PageSection } from '../../../dashboard/PageSection.tsx';
import {
  ROLE_LABELS,
  STATUS_LABELS,
  USERS_PAGE_SIZE,
  useAdminUserDetail,
  useAdminUsers,
  useBlockUser,
  useIsMasterAdmin,
  useSetUserRole,
  type AdminUser,
  type UserFilters,
  type Role,
  type UserStatus,
} from '../api/index.ts';
import { QueryGate } from '../../../components/QueryGate/QueryGate.tsx';
import { useReason } from './ReasonField.tsx';
import styles from './admin-manage.module.css';

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_TONE = { active: 'success', blocked: 'danger', unconfirmed: 'warning' } as const;

const ACTIONS: Record<string, string> = {
  'user.role_change': 'Papel alterado',
  'user.block': 'Conta bloqueada',
  'user.unblock': 'Conta desbloqueada',
};

/** Usuários: server-side search, filters and pages; a user's detail with role and block. */
export function AdminUsersScreen() {
  const [filters, setFilters] = useState<UserFilters>({
    search: '',
    role: '',
    status: '',
    page: 1,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const users = useAdminUsers(filters);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      search: String(form.get('search') ?? ''),
      role: String(form.get('role') ?? '') as Role | '',
      status: String(form.get('status') ?? '') as UserStatus | '',
      page: 1,
    });
  };

  const columns: ColumnDef<AdminUser>[] = [
    {
      id: 'name',
      header: 'Nome',
      accessorFn: (user) => user.name,
      cell: ({ row }) => (
        <span className={styles.cellText}>
          <span>{row.original.name}</span>
          <span className={styles.muted}>{row.original.email}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Papel',
      accessorFn: (user) => ROLE_LABELS[user.role],
    },
    {
      id: 'status',
      header: 'Situação',
      accessorFn: (user) => STATUS_LABELS[user.status],
      cell: ({ row }) => (
        <Badge tone={STATUS_TONE[row.original.status]}>{STATUS_LABELS[row.original.status]}</Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Ações',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          className={styles.rowAction}
          onClick={() => setSelected(row.original.id)}
        >
          Detalhes<VisuallyHidden> de {row.original.name}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <PageSection title="Usuários">
      <form className={styles.filters} role="search" aria-label="Buscar usuários" onSubmit={search}>
        <TextField
          name="search"
          type="search"
          label="Nome ou e-mail"
          defaultValue={filters.search}
          maxLength={100}
        />
        <SelectField
          name="role"
          label="Papel"
          options={ROLE_OPTIONS}
          placeholder="Todos"
          defaultValue={filters.role}
        />
        <SelectField
          name="status"
          label="Situação"
          options={STATUS_OPTIONS}
          placeholder="Todas"
          defaultValue={filters.status}
        />
        <Button type="submit" busy={users.isFetching && !users.isPending} busyLabel="Buscando...">
          Buscar
        </Button>
      </form>
      <QueryGate query={users} loadingLabel="Carregando usuários..." forbidden={PERMISSION_REFUSED}>
        {(page) => (
          <>
            <h2 className={styles.summary} aria-live="polite">
              {page.total === 1 ? '1 usuário encontrado' : `${page.total} usuários encontrados`}
            </h2>
            <DataTable
              caption="Lista de usuários"
              columns={columns}
              data={page.users}
              pageSize={USERS_PAGE_SIZE}
              getRowId={(user) => user.id}
              empty={{
                title: 'Nenhum usuário encontrado',
                description: 'Mude a busca ou os filtros e tente de novo.',
              }}
            />
            {page.total > USERS_PAGE_SIZE && (
              <Pagination
                label="Páginas de usuários"
                page={filters.page}
                pageCount={Math.ceil(page.total / USERS_PAGE_SIZE)}
                onPageChange={(next) => setFilters({ ...filters, page: next })}
              />
            )}
          </>
        )}
      </QueryGate>
      {selected && <UserDetail userId={selected} onClose={() => setSelected(null)} />}
    </PageSection>
  );
}

function UserDetail({ userId, onClose }: { userId: string; onClose: () => void }) {
  const detail = useAdminUserDetail(userId);
  return (
    <Dialog
      open
      size="wide"
      title={detail.data?.user.name ?? 'Usuário'}
      description={detail.data?.user.email ?? 'Carregando...'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <QueryGate query={detail} loadingLabel="Carregando usuário..." forbidden={PERMISSION_REFUSED}>
        {(data) => (
          <div className={styles.stack}>
            <dl className={styles.facts}>
              <dt className={styles.term}>Papel</dt>
              <dd className={styles.detail}>{ROLE_LABELS[data.user.role]}</dd>
              <dt className={styles.term}>Situação</dt>
              <dd className={styles.detail}>
                <Badge tone={STATUS_TONE[data.user.status]}>
                  {STATUS_LABELS[data.user.status]}
                </Badge>
              </dd>
              <dt className={styles.term}>Cidade</dt>
              <dd className={styles.detail}>{data.profile?.cidade || '—'}</dd>
              <dt className={styles.term}>Telefone</dt>
              <dd className={styles.detail}>{data.profile?.telefone || '—'}</dd>
              <dt className={styles.term}>Cadastro</dt>
              <dd className={styles.detail}>
                <DateTime value={data.user.created_at} format="date" />
              </dd>
              {data.block && (
                <>
                  <dt className={styles.term}>Motivo do bloqueio</dt>
                  <dd className={styles.detail}>
                    {data.block.reason} ({data.block.blocked_by ?? 'administrador'},{' '}
                    <DateTime value={data.block.blocked_at} format="date" />)
                  </dd>
                </>
              )}
            </dl>
            {data.user.is_master ? (
              <p className={styles.muted}>
                Administrador master: o papel e o acesso desta conta não podem ser alterados.
              </p>
            ) : (
              <>
                <RoleForm user={data.user} />
                <BlockForm user={data.user} />
              </>
            )}
            <section aria-labelledby="user-bookings">
              <h3 id="user-bookings">Reservas</h3>
              {data.bookings.length === 0 ? (
                <p className={styles.muted}>Nenhuma reserva.</p>
              ) : (
                <ul className={styles.list}>
                  {data.bookings.map((booking) => (
                    <li key={booking.id}>
                      {booking.code} · {booking.tour_title} ·{' '}
                      <DateTime value={booking.starts_at} format="datetime" /> · {booking.status}
                      {booking.total !== null && (
                        <>
                          {' · '}
                          <Price cents={booking.total} />
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="user-history">
              <h3 id="user-history">Histórico</h3>
              {data.history.length === 0 ? (
                <p className={styles.muted}>Nenhuma ação administrativa registrada.</p>
              ) : (
                <ul className={styles.list}>
                  {data.history.map((entry) => (
                    <li key={entry.id}>
                      <DateTime value={entry.created_at} format="datetime" /> ·{' '}
                      {ACTIONS[entry.action] ?? entry.action} por {entry.actor ?? 'sistema'}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryGate>
    </Dialog>
  );
}

function RoleForm({ user }: { user: AdminUser }) {
  const [role, setRole] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState(false);
  const setUserRole = useSetUserRole();
  // The server lets only the bound master give or take the admin role; offer nothing else.
  const master = useIsMasterAdmin().data === true;
  if (!master && user.role === 'admin')
    return (
      <p className={styles.muted}>
        Só o administrador master pode alterar o papel de um administrador.
      </p>
    );
  return (
    <div className={styles.row}>
      <SelectField
        name="new-role"
        label="Papel"
        options={master ? ROLE_OPTIONS : ROLE_OPTIONS.filter((option) => option.value !== 'admin')}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      />
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title="Alterar o papel?"
        description={`${user.name} passa de ${ROLE_LABELS[user.role]} para ${ROLE_LABELS[role]}. A mudança fica registrada na auditoria.`}
        confirmLabel="Alterar papel"
        busyLabel="Alterando..."
        busy={setUserRole.isPending}
        onConfirm={() =>
          setUserRole.mutate({ user, role }, { onSettled: () => setConfirming(false) })
        }
        trigger={
          <Button variant="secondary" disabled={role === user.role}>
            Alterar papel
          </Button>
        }
      />
    </div>
  );
}

function BlockForm({ user }: { user: AdminUser }) {
  const reason = useReason({
    max: 500,
    message: 'Informe o motivo do bloqueio (de 3 a 500 caracteres).',
  });
  const [confirming, setConfirming] = useState(false);
  const block = useBlockUser();
  // After a block or unblock the button pressed is replaced by its opposite, and the confirmation
  // hands focus back to an element that no longer exists: put it on the new button, after the
  // confirmation's own focus return (a timer it sets while unmounting), so it lands the same way
  // however fast the refreshed user arrives.
  const acted = useRef(false);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    const timer = setTimeout(() => next.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [user.status]);

  if (user.status === 'blocked')
    return (
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title="Desbloquear a conta?"
        description={`${user.name} volta a poder entrar na Maré.`}
        confirmLabel="Desbloquear"
        busyLabel="Desbloqueando..."
        busy={block.isPending}
        onConfirm={() => {
          acted.current = true;
          block.mutate({ user, action: 'unblock' }, { onSettled: () => setConfirming(false) });
        }}
        trigger={
          <Button variant="secondary" ref={next}>
            Desbloquear conta
          </Button>
        }
      />
    );

  const open = () => {
    if (reason.check()) setConfirming(true);
  };
  return (
    <div className={styles.stack}>
      {reason.field({
        name: 'block-reason',
        label: 'Motivo do bloqueio',
        hint: 'Fica registrado na auditoria.',
      })}
      <div className={styles.row}>
        <Button variant="danger" onClick={open} ref={next}>
          Bloquear conta
        </Button>
      </div>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Bloquear a conta?"
        description={`${user.name} não poderá mais entrar; a sessão aberta termina na próxima renovação.`}
        confirmLabel="Bloquear"
        busyLabel="Bloqueando..."
        busy={block.isPending}
        onConfirm={() => {
          acted.current = true;
          block.mutate(
            { user, action: 'block', reason: reason.text },
            { onSettled: () => setConfirming(false) },
          );
        }}
      />
    </div>
  );
}
