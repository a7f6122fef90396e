/**
 * Every pt-BR text a person sees for authentication. The catalogue rows are the
 * spec's, letter for letter; the others are ours where the spec gives no wording.
 */
export const AUTH_MESSAGES = {
  // Sign-in catalogue.
  invalidCredentials: 'Credenciais inválidas. Verifique seu email e senha.',
  emailNotConfirmed: 'Por favor, confirme seu email antes de fazer login.',
  invalidEmailSignIn: 'Endereço de email inválido.',
  tooManyRequests: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  // Sign-up catalogue.
  userAlreadyExists: 'Um usuário com este email já está cadastrado.',
  invalidEmailSignUp: 'Por favor, insira um email válido.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  signupDisabled: 'Cadastro temporariamente desabilitado.',
  // Toasts.
  signInSuccess: 'Login realizado com sucesso!',
  signedOut: 'Você foi desconectado',
  signUpSuccess: 'Cadastro realizado com sucesso!',
  confirmEmail: 'Cadastro realizado! Verifique seu email para confirmar sua conta.',
  signOutSuccess: 'Logout realizado com sucesso',
  signOutError: 'Erro ao fazer logout',
  profileUpdateError: 'Erro ao atualizar perfil',
  profileUpdateSuccess: 'Perfil atualizado com sucesso!',
  adminAuthFailed: 'Falha na autenticação',
  notAdmin: 'Você não tem permissões administrativas',
  notAuthenticated: 'Usuário não autenticado',
  // Our wording: cases the spec names without a text or does not name.
  sessionMissing: 'Sua sessão expirou. Faça login novamente.',
  networkError: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  rateLimited: 'Muitas tentativas. Tente novamente em alguns minutos.',
  userBanned: 'Conta bloqueada. Entre em contato com o suporte.',
  weakPasswordCharacters:
    'A senha deve combinar letras maiúsculas, minúsculas, números e símbolos.',
  weakPasswordPwned: 'Esta senha apareceu em um vazamento de dados. Escolha outra senha.',
  samePassword: 'A nova senha deve ser diferente da senha atual.',
  profileLoadError: 'Erro ao carregar perfil',
  roleLoadError: 'Não foi possível verificar suas permissões. Tente novamente.',
  auditError: 'Não foi possível registrar a tentativa de acesso.',
  passwordResetSent:
    'Se existir uma conta com este email, você receberá um link para redefinir sua senha.',
  passwordUpdated: 'Senha atualizada com sucesso!',
  linkInvalid: 'Este link é inválido ou expirou. Solicite um novo.',
  recoveryVerified: 'Link confirmado. Agora defina sua nova senha.',
  emailConfirmed: 'Email confirmado com sucesso!',
  generic: 'Ocorreu um erro inesperado. Tente novamente.',
  /** Thrown by supabase-js itself and shown as given. */
  missingCredentials: 'You must provide either an email or phone number and a password',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
