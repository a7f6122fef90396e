/** The tables of the admin-management migration; their role matrix is admin-manage-role-matrix.test.ts. */
export const adminManageTables = ['boat_owner_documents', 'tour_review_notes'] as const;

/** The seed's i20b fixtures. */
export const adminFixtures = {
  otavio: { id: '00000000-0000-4000-8000-00000020b001', email: 'otavio.marinheiro@mare.example' },
  rita: { id: '00000000-0000-4000-8000-00000020b002', email: 'rita.reserva@mare.example' },
  saveiro: '00000000-0000-4000-8000-00000020b101',
  reviewTour: '00000000-0000-4000-8000-00000020b201',
} as const;
