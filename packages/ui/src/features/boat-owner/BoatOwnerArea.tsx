import { lazy, Suspense } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { PageFallback } from '../../layout/PageFallback.tsx';
import { PATHS } from '../../routes.ts';
import styles from './boat-owner.module.css';

// Each section is its own chunk: the pier phone downloads the seat editor only when it opens it.
const Home = lazy(() => import('./BoatOwnerHomeScreen.tsx'));
const Boats = lazy(() => import('./BoatsScreen.tsx'));
const BoatForm = lazy(() => import('./BoatFormScreen.tsx'));
const SeatEditor = lazy(() => import('./SeatEditorScreen.tsx'));
const Tours = lazy(() => import('./ToursScreen.tsx'));
const TourForm = lazy(() => import('./TourFormScreen.tsx'));
const Departures = lazy(() => import('./DeparturesScreen.tsx'));
const Manifest = lazy(() => import('./departure/DepartureManifestScreen.tsx'));
const Revenue = lazy(() => import('./revenue/BoatOwnerRevenueScreen.tsx'));
const Reviews = lazy(() => import('./BoatOwnerReviewsScreen.tsx'));

/** The sections of the boat owner's area, in the order of its navigation. */
export const BOAT_OWNER_SECTIONS = [
  { path: PATHS.boatOwners, label: 'Início', end: true },
  { path: PATHS.boatOwnerBoats, label: 'Barcos', end: false },
  { path: PATHS.boatOwnerTours, label: 'Passeios', end: false },
  { path: PATHS.boatOwnerDepartures, label: 'Saídas', end: false },
  { path: PATHS.boatOwnerRevenue, label: 'Receita', end: false },
  { path: PATHS.boatOwnerReviews, label: 'Avaliações', end: false },
] as const;

/**
 * The boat owner's area under `/boat-owners/*`: its navigation and its pages (relative routes
 * below the app's `/boat-owners/*`), the passenger list and the revenue page among them.
 */
export function BoatOwnerArea() {
  return (
    <div className={styles.area}>
      <nav aria-label="Painel do dono de barco" className={styles.nav}>
        <ul className={styles.navList}>
          {BOAT_OWNER_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.end} className={styles.navLink}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route index element={<Home />} />
          <Route path="barcos" element={<Boats />} />
          <Route path="barcos/novo" element={<BoatForm />} />
          <Route path="barcos/:boatId" element={<BoatForm />} />
          <Route path="barcos/:boatId/lugares" element={<SeatEditor />} />
          <Route path="passeios" element={<Tours />} />
          <Route path="passeios/novo" element={<TourForm />} />
          <Route path="passeios/:tourId" element={<TourForm />} />
          <Route path="saidas" element={<Departures />} />
          <Route path="saidas/:id/passageiros" element={<Manifest />} />
          <Route path="receita" element={<Revenue />} />
          <Route path="avaliacoes" element={<Reviews />} />
          <Route path="*" element={<Home />} />
        </Routes>
      </Suspense>
    </div>
  );
}
