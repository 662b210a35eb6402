// Online play's words in English, Portuguese and German, loaded with it (the page's own
// lang/ files hold only "Play with friends" and the friend seat), so that the first load
// does not carry them.

/** @type {Record<string, Record<string, string>>} */
export const words = {
  en: {
    onlineSeatOpen: 'Open: a computer plays until a friend takes it',
    onlineSeatYou: '{name} (you)',
    onlineSeatFree: 'Free: waiting for a friend',
    onlineSeatAway: '{name} (away)',
    onlineYourName: 'Your name',
    onlineJoin: 'Join',
    onlineCopy: 'Copy',
    onlineCopied: 'Copied',
    onlineCopySelect: 'Selected: copy it',
    onlineInvite: 'Invite link',
    onlineCode: 'Room code:',
    onlineQr: 'QR code of the invite link',
    onlineTakeSeat: 'Take this seat',
    onlineSpectating: 'Every seat is taken: you are watching.',
    onlineWaitStart: 'Waiting for the host to start the game.',
    onlineStartOpen: 'Start: free seats stay open',
    onlineStartFill: 'Start: computers take the free seats',
    onlineNoSignal: 'Cannot reach the signalling server ({url}): online play is not available. Games at this screen work as before.',
    onlineConnecting: 'Connecting to the host…',
    onlineRefused: 'The host refused: {reason}',
    onlineSignalLost: 'The connection to the signalling server was lost.',
    onlineDiceFault: 'Dice could not be verified: {reason}',
    onlineDiceVerified: 'Dice verified ({n} draws checked).',
    onlinePaused: 'The game is paused: the host is away.',
    onlineWitness: 'Waiting for a friend to be connected: every die needs one.',
    onlineWatching: 'You are watching.',
    onlineAwayComputer: '{name} is away: a computer plays for now.',
    onlineAway: '{name} is away.',
  },
  pt: {
    onlineSeatOpen: 'Aberto: o computador joga até um amigo ocupar o lugar',
    onlineSeatYou: '{name} (você)',
    onlineSeatFree: 'Livre: à espera de um amigo',
    onlineSeatAway: '{name} (ausente)',
    onlineYourName: 'Seu nome',
    onlineJoin: 'Entrar',
    onlineCopy: 'Copiar',
    onlineCopied: 'Copiado',
    onlineCopySelect: 'Selecionado: copie-o',
    onlineInvite: 'Link de convite',
    onlineCode: 'Código da sala:',
    onlineQr: 'Código QR do link de convite',
    onlineTakeSeat: 'Ocupar este lugar',
    onlineSpectating: 'Todos os lugares estão ocupados: você está assistindo.',
    onlineWaitStart: 'À espera de que o anfitrião comece o jogo.',
    onlineStartOpen: 'Começar: lugares livres ficam abertos',
    onlineStartFill: 'Começar: o computador ocupa os lugares livres',
    onlineNoSignal: 'Não foi possível alcançar o servidor de sinalização ({url}): o jogo online não está disponível. Os jogos nesta tela funcionam como antes.',
    onlineConnecting: 'Conectando ao anfitrião…',
    onlineRefused: 'O anfitrião recusou: {reason}',
    onlineSignalLost: 'A conexão com o servidor de sinalização caiu.',
    onlineDiceFault: 'Não foi possível verificar os dados: {reason}',
    onlineDiceVerified: 'Dados verificados ({n} sorteios conferidos).',
    onlinePaused: 'O jogo está pausado: o anfitrião está ausente.',
    onlineWitness: 'À espera de um amigo conectado: cada dado precisa de um.',
    onlineWatching: 'Você está assistindo.',
    onlineAwayComputer: '{name} está ausente: o computador joga por enquanto.',
    onlineAway: '{name} está ausente.',
  },
  de: {
    onlineSeatOpen: 'Offen: der Computer spielt, bis ein Freund den Platz nimmt',
    onlineSeatYou: '{name} (du)',
    onlineSeatFree: 'Frei: wartet auf einen Freund',
    onlineSeatAway: '{name} (weg)',
    onlineYourName: 'Dein Name',
    onlineJoin: 'Beitreten',
    onlineCopy: 'Kopieren',
    onlineCopied: 'Kopiert',
    onlineCopySelect: 'Markiert: bitte kopieren',
    onlineInvite: 'Einladungslink',
    onlineCode: 'Raumcode:',
    onlineQr: 'QR-Code des Einladungslinks',
    onlineTakeSeat: 'Diesen Platz nehmen',
    onlineSpectating: 'Alle Plätze sind besetzt: du schaust zu.',
    onlineWaitStart: 'Warten, bis der Gastgeber das Spiel startet.',
    onlineStartOpen: 'Starten: freie Plätze bleiben offen',
    onlineStartFill: 'Starten: der Computer nimmt die freien Plätze',
    onlineNoSignal: 'Der Signalisierungsserver ({url}) ist nicht erreichbar: Online-Spiel ist nicht möglich. Spiele an diesem Bildschirm gehen wie bisher.',
    onlineConnecting: 'Verbindung zum Gastgeber…',
    onlineRefused: 'Der Gastgeber hat abgelehnt: {reason}',
    onlineSignalLost: 'Die Verbindung zum Signalisierungsserver ist abgebrochen.',
    onlineDiceFault: 'Würfel konnten nicht geprüft werden: {reason}',
    onlineDiceVerified: 'Würfel geprüft ({n} Würfe nachgerechnet).',
    onlinePaused: 'Das Spiel ist pausiert: der Gastgeber ist weg.',
    onlineWitness: 'Warten auf einen verbundenen Freund: jeder Wurf braucht einen.',
    onlineWatching: 'Du schaust zu.',
    onlineAwayComputer: '{name} ist weg: vorerst spielt der Computer.',
    onlineAway: '{name} ist weg.',
  },
};

/**
 * Online play's words in `lang`, falling back to the page's own (`t`).
 * @param {string} lang
 * @param {(key: string, params?: Record<string, unknown>) => string} t
 * @returns {(key: string, params?: Record<string, unknown>) => string}
 */
export function wordsIn(lang, t) {
  return (key, params = {}) => {
    const text = words[lang]?.[key] ?? words.en[key];
    if (text === undefined) return t(key, params);
    return text.replace(/\{(\w+)\}/g, (_, /** @type {string} */ k) => (k in params ? String(params[k]) : `{${k}}`));
  };
}
