/** The id of the page's <main>: the skip link's target, focused after a menu link is followed. */
export const MAIN_CONTENT_ID = 'conteudo';
