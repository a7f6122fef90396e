import { BOAT_OWNER_SIGN_UP } from '../../routes.ts';
import { BoatOwnerArea } from './BoatOwnerArea.tsx';
import { DashboardScreen } from '../../dashboard/DashboardScreen.tsx';

/** `/boat-owners/*`: the boat owner's own area; anyone else learns what it is and how to join. */
export function BoatOwnerDashboardScreen() {
  return (
    <DashboardScreen
      title="Painel do dono de barco"
      forRole="boat_owner"
      bare
      invitation={{
        about:
          'Este é o painel de quem oferece passeios de barco: aqui o dono do barco cadastra seus barcos, passeios e horários de saída e acompanha as reservas.',
        join: {
          text: 'Para oferecer seus passeios, crie uma conta de dono de barco com o email do seu negócio.',
          to: BOAT_OWNER_SIGN_UP,
          label: 'Cadastrar meu barco',
        },
      }}
    >
      <BoatOwnerArea />
    </DashboardScreen>
  );
}

export default BoatOwnerDashboardScreen;
