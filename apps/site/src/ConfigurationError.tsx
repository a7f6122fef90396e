/** Shown instead of the app when the environment is wrong; says exactly what to fix, and why. */
export function ConfigurationError({ problems }: { problems: string[] }) {
  return (
    <main
      style={{
        maxWidth: 640,
        margin: '64px auto',
        padding: 24,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>O site está mal configurado</h1>
      <p>
        Corrija as variáveis de ambiente abaixo e reinicie o servidor (ou gere e publique o site de
        novo):
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
