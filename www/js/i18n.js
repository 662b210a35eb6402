// The page's words in English, Portuguese and German, and the log in each language.
// The English log reads exactly like the engine's logLines() (the rule texts' words).
// No DOM here.

const en = {
  title: 'Ludo',
  loading: 'Loading…',
  newGame: 'New game',
  sound: 'Sound',
  language: 'Language',
  preset: 'Rules',
  players: 'Players',
  addPlayer: 'Add player',
  removePlayer: 'Remove player',
  houseRules: 'House rules',
  seed: 'Seed (optional: the same seed gives the same dice)',
  cancel: 'Back to the game',
  start: 'Start',
  importGame: 'Open a saved game…',
  singleFile: 'Download the game as one file (plays offline from a file)',
  roll: 'Roll',
  hint: 'Hint',
  undo: 'Undo',
  export: 'Save to file',
  import: 'Open file',
  legend: 'Special squares',
  settings: 'Settings',
  speed: 'Speed',
  speedSlow: 'Slow',
  speedNormal: 'Normal',
  speedFast: 'Fast',
  speedInstant: 'Fastest',
  autoMove: 'Play the only possible move by itself',
  keysHelp: 'Keys: R rolls, the arrow keys choose a move, Enter plays it, H shows hints, U undoes.',
  log: 'Log',
  results: 'Results',
  showBoard: 'Show the board',
  playAgain: 'Play again',
  close: 'Close',
  board: 'Board',
  person: 'Person',
  easy: 'Computer: easy',
  medium: 'Computer: medium',
  hard: 'Computer: hard',
  seatKind: 'Who plays',
  seatName: 'Name',
  playerN: 'Player {n}',
  computer: 'computer',
  neutral: 'Neutral',
  on: 'on',
  off: 'off',
  colour_red: 'red',
  colour_green: 'green',
  colour_yellow: 'yellow',
  colour_blue: 'blue',
  turnOf: '{name} to play',
  promptRoll: '{name}, roll the die.',
  promptMove: '{name}, choose a move: click a highlighted pawn or square.',
  promptPick: 'Choose which pawn: {pawns}.',
  promptComputer: '{name} (computer) is playing…',
  promptOver: 'The game is over.',
  place: 'Place',
  player: 'Player',
  score: 'Score',
  turns: 'Turns',
  sixes: 'Sixes',
  captures: 'Captures',
  captured: 'Captured',
  finished: 'Home',
  placeN: '{n}.',
  rolled: '{name} rolls {die}.',
  moveEnter: 'pawn {pawn} enters',
  moveGo: 'pawn {pawn} from {from} to {to}',
  moveTower: 'tower {pawn} and {with} from {from} to {to}',
  posBase: 'base',
  posHome: 'home',
  posSquare: 'square {n}',
  withDie: 'with {die}',
  capturesPawns: 'captures {pawns}',
  selectedMove: 'Move {i} of {n}: {text}',
  noMoves: 'No move to choose.',
  hintTitle: 'Suggested moves, best first',
  hintNone: 'No suggestion: nothing to move.',
  winChance: '{p}% to win',
  reason_captures: 'captures',
  reason_finishes: 'reaches home',
  reason_enters: 'brings a pawn in',
  reason_reachesSafety: 'reaches safety',
  reason_escapesDanger: 'escapes danger',
  reason_blocks: 'blocks the way',
  reason_advances: 'advances',
  reason_special: 'uses a special square',
  reason_forfeits: 'loses a pawn for the missed capture',
  undone: 'Your last move was taken back.',
  saved: 'Game saved to a file.',
  imported: 'Saved game opened.',
  errNotJson: 'This file is not a saved game (it is not JSON). Nothing was changed.',
  errBadSave: 'This file is not a saved game that can be opened: {detail}. Nothing was changed.',
  errRead: 'The file could not be read. Nothing was changed.',
  errStart: 'This game cannot start: {detail}',
  errResume: 'The saved game could not be restored ({detail}). Start a new game.',
  errEngine: 'The game could not load: {detail}',
  errStorage: 'This browser does not keep saves, so the game is not kept after a reload.',
  log_round: 'Round: {round}',
  log_turn: 'Turn: {name}',
  log_skipTurn: '{name} waits this round',
  log_roll: 'Dice: {die}',
  log_noMove: 'No legal move!',
  log_foul: 'Third six in a row: turn lost',
  log_enter: 'Enter pawn: {pawn}',
  log_tower: 'Move tower: {pawn} {from} → {to}',
  log_move: 'Move pawn: {pawn} {from} → {to}',
  log_capture: 'Capture: {pawn}',
  log_forfeit: 'Missed capture: {pawn} back to base',
  log_finish: '{name} finishes in place {place}',
  log_rollOff: '{name} rolls {die} to begin',
  log_stalemate: 'Nobody can move: the game is ranked by score',
  log_over: 'Game over',
  special_forward3: 'Extra 3 steps',
  special_playAgain: 'Play one more time',
  special_back3: 'Go 3 steps back',
  special_skipTurn: 'Wait for one round without playing',
  special_backToStart: 'Go back to the starting point',
  preset_classic: 'Classic',
  preset_velvet: 'Velvet',
  preset_brazilian: 'Brazilian',
  preset_mensch: 'Mensch ärgere Dich nicht',
  preset_rewards: 'Reward squares',
  presetAbout_classic: 'Common Ludo: a six to enter, sixes banked and split, three sixes are a foul.',
  presetAbout_velvet: 'Safe squares and stacks, extra turns for captures and home, ranked by score.',
  presetAbout_brazilian: 'Leave on a 1 or a 6, bounce back past home, towers block the way.',
  presetAbout_mensch: 'Mensch ärgere Dich nicht on the 40-square board, with optional house rules.',
  presetAbout_rewards: 'One person against three computers, with reward and penalty squares.',
  choice_ludo: 'Ludo (15×15)',
  choice_mensch: 'Mensch (11×11)',
  choice_random: 'random draw',
  choice_highestRoll: 'highest roll',
  choice_firstSeat: 'player 1',
  switch_board: 'Board',
  switch_firstTurn: 'Who begins',
  switch_enterOn: 'Leave the base on',
  switch_enterToDie: 'Leaving moves by the die',
  switch_startPawns: 'Pawns on the start square',
  switch_sixBonus: 'Extra roll on a six',
  switch_bankSixes: 'Bank sixes',
  switch_threeSixes: 'Three sixes lose the turn',
  switch_safeSquares: 'Safe squares',
  switch_stacking: 'Stacks',
  switch_towers: 'Towers',
  switch_barriers: 'Barriers',
  switch_captureBonus: 'Extra roll for a capture',
  switch_homeBonus: 'Extra roll for reaching home',
  switch_bounceBack: 'Bounce back',
  switch_specialSquares: 'Reward and penalty squares',
  switch_playOn: 'Play on for places',
  switch_scoreRanking: 'Rank by score',
  switch_vacateStart: 'Clear the start square',
  switch_forcedEntry: 'Must bring pawns in',
  switch_twoColoursEach: 'Two colours each',
  switch_neutralColour: 'Neutral colour',
  switch_captureBackwards: 'Capture backwards',
  switch_threeRolls: 'Three rolls',
  switch_noSkippingInFinish: 'No jumping in the finish',
  switch_compulsoryCapture: 'Compulsory capture',
};

const pt = {
  title: 'Ludo',
  loading: 'Carregando…',
  newGame: 'Novo jogo',
  sound: 'Som',
  language: 'Idioma',
  preset: 'Regras',
  players: 'Jogadores',
  addPlayer: 'Adicionar jogador',
  removePlayer: 'Remover jogador',
  houseRules: 'Regras da casa',
  seed: 'Semente (opcional: a mesma semente dá os mesmos dados)',
  cancel: 'Voltar ao jogo',
  start: 'Começar',
  importGame: 'Abrir um jogo salvo…',
  singleFile: 'Baixar o jogo num só arquivo (joga sem internet a partir do arquivo)',
  roll: 'Jogar o dado',
  hint: 'Dica',
  undo: 'Desfazer',
  export: 'Salvar em arquivo',
  import: 'Abrir arquivo',
  legend: 'Casas especiais',
  settings: 'Configurações',
  speed: 'Velocidade',
  speedSlow: 'Lenta',
  speedNormal: 'Normal',
  speedFast: 'Rápida',
  speedInstant: 'A mais rápida',
  autoMove: 'Fazer sozinho o único movimento possível',
  keysHelp: 'Teclas: R joga o dado, as setas escolhem um movimento, Enter o faz, H mostra dicas, U desfaz.',
  log: 'Registro',
  results: 'Resultado',
  showBoard: 'Ver o tabuleiro',
  playAgain: 'Jogar de novo',
  close: 'Fechar',
  board: 'Tabuleiro',
  person: 'Pessoa',
  easy: 'Computador: fácil',
  medium: 'Computador: médio',
  hard: 'Computador: difícil',
  seatKind: 'Quem joga',
  seatName: 'Nome',
  playerN: 'Jogador {n}',
  computer: 'computador',
  neutral: 'Neutro',
  on: 'sim',
  off: 'não',
  colour_red: 'vermelho',
  colour_green: 'verde',
  colour_yellow: 'amarelo',
  colour_blue: 'azul',
  turnOf: 'Vez de {name}',
  promptRoll: '{name}, jogue o dado.',
  promptMove: '{name}, escolha um movimento: clique num peão ou numa casa destacada.',
  promptPick: 'Escolha qual peão: {pawns}.',
  promptComputer: '{name} (computador) está jogando…',
  promptOver: 'O jogo terminou.',
  place: 'Lugar',
  player: 'Jogador',
  score: 'Pontos',
  turns: 'Vezes',
  sixes: 'Seis',
  captures: 'Capturas',
  captured: 'Capturados',
  finished: 'Em casa',
  placeN: '{n}º',
  rolled: '{name} tira {die}.',
  moveEnter: 'peão {pawn} entra',
  moveGo: 'peão {pawn} de {from} para {to}',
  moveTower: 'torre {pawn} e {with} de {from} para {to}',
  posBase: 'base',
  posHome: 'casa final',
  posSquare: 'casa {n}',
  withDie: 'com {die}',
  capturesPawns: 'captura {pawns}',
  selectedMove: 'Movimento {i} de {n}: {text}',
  noMoves: 'Nenhum movimento a escolher.',
  hintTitle: 'Movimentos sugeridos, o melhor primeiro',
  hintNone: 'Sem sugestão: nada a mover.',
  winChance: '{p}% de chance de vencer',
  reason_captures: 'captura',
  reason_finishes: 'chega em casa',
  reason_enters: 'põe um peão em jogo',
  reason_reachesSafety: 'chega a um lugar seguro',
  reason_escapesDanger: 'foge do perigo',
  reason_blocks: 'bloqueia o caminho',
  reason_advances: 'avança',
  reason_special: 'usa uma casa especial',
  reason_forfeits: 'perde um peão pela captura não feita',
  undone: 'Seu último movimento foi desfeito.',
  saved: 'Jogo salvo em arquivo.',
  imported: 'Jogo salvo aberto.',
  errNotJson: 'Este arquivo não é um jogo salvo (não é JSON). Nada foi alterado.',
  errBadSave: 'Este arquivo não é um jogo salvo que possa ser aberto: {detail}. Nada foi alterado.',
  errRead: 'Não foi possível ler o arquivo. Nada foi alterado.',
  errStart: 'Este jogo não pode começar: {detail}',
  errResume: 'Não foi possível restaurar o jogo salvo ({detail}). Comece um novo jogo.',
  errEngine: 'Não foi possível carregar o jogo: {detail}',
  errStorage: 'Este navegador não guarda jogos, então o jogo se perde ao recarregar.',
  log_round: 'Rodada: {round}',
  log_turn: 'Vez: {name}',
  log_skipTurn: '{name} espera esta rodada',
  log_roll: 'Dado: {die}',
  log_noMove: 'Nenhum movimento possível!',
  log_foul: 'Terceiro seis seguido: perde a vez',
  log_enter: 'Entra peão: {pawn}',
  log_tower: 'Move torre: {pawn} {from} → {to}',
  log_move: 'Move peão: {pawn} {from} → {to}',
  log_capture: 'Captura: {pawn}',
  log_forfeit: 'Captura não feita: {pawn} volta para a base',
  log_finish: '{name} termina em {place}º lugar',
  log_rollOff: '{name} tira {die} para começar',
  log_stalemate: 'Ninguém pode mover: a classificação é por pontos',
  log_over: 'Fim de jogo',
  special_forward3: 'Avance 3 casas',
  special_playAgain: 'Jogue mais uma vez',
  special_back3: 'Volte 3 casas',
  special_skipTurn: 'Fique uma rodada sem jogar',
  special_backToStart: 'Volte para o ponto de partida',
  preset_classic: 'Clássico',
  preset_velvet: 'Velvet',
  preset_brazilian: 'Ludo brasileiro',
  preset_mensch: 'Mensch ärgere Dich nicht',
  preset_rewards: 'Casas de prêmio',
  presetAbout_classic: 'Ludo comum: um seis para sair, seis acumulados e divididos, três seis são falta.',
  presetAbout_velvet: 'Casas seguras e pilhas, jogada extra por captura e por chegar em casa, classificação por pontos.',
  presetAbout_brazilian: 'Sai com 1 ou 6, volta ao passar da casa final, torres bloqueiam o caminho.',
  presetAbout_mensch: 'Mensch ärgere Dich nicht no tabuleiro de 40 casas, com regras da casa opcionais.',
  presetAbout_rewards: 'Uma pessoa contra três computadores, com casas de prêmio e de castigo.',
  choice_ludo: 'Ludo (15×15)',
  choice_mensch: 'Mensch (11×11)',
  choice_random: 'sorteio',
  choice_highestRoll: 'maior dado',
  choice_firstSeat: 'jogador 1',
  switch_board: 'Tabuleiro',
  switch_firstTurn: 'Quem começa',
  switch_enterOn: 'Sai da base com',
  switch_enterToDie: 'Ao sair, anda o valor do dado',
  switch_startPawns: 'Peões na casa de saída',
  switch_sixBonus: 'Jogada extra com seis',
  switch_bankSixes: 'Acumular seis',
  switch_threeSixes: 'Três seis perdem a vez',
  switch_safeSquares: 'Casas seguras',
  switch_stacking: 'Pilhas',
  switch_towers: 'Torres',
  switch_barriers: 'Barreiras',
  switch_captureBonus: 'Jogada extra por captura',
  switch_homeBonus: 'Jogada extra ao chegar em casa',
  switch_bounceBack: 'Voltar ao passar',
  switch_specialSquares: 'Casas de prêmio e de castigo',
  switch_playOn: 'Continuar pelos outros lugares',
  switch_scoreRanking: 'Classificar por pontos',
  switch_vacateStart: 'Liberar a casa de saída',
  switch_forcedEntry: 'Obrigado a pôr peões em jogo',
  switch_twoColoursEach: 'Duas cores cada',
  switch_neutralColour: 'Cor neutra',
  switch_captureBackwards: 'Capturar para trás',
  switch_threeRolls: 'Três tentativas',
  switch_noSkippingInFinish: 'Sem pular na chegada',
  switch_compulsoryCapture: 'Captura obrigatória',
};

const de = {
  title: 'Ludo',
  loading: 'Wird geladen…',
  newGame: 'Neues Spiel',
  sound: 'Ton',
  language: 'Sprache',
  preset: 'Regeln',
  players: 'Spieler',
  addPlayer: 'Spieler hinzufügen',
  removePlayer: 'Spieler entfernen',
  houseRules: 'Hausregeln',
  seed: 'Startwert (freiwillig: derselbe Startwert ergibt dieselben Würfe)',
  cancel: 'Zurück zum Spiel',
  start: 'Los',
  importGame: 'Gespeichertes Spiel öffnen…',
  singleFile: 'Das Spiel als eine Datei laden (spielt ohne Netz aus der Datei)',
  roll: 'Würfeln',
  hint: 'Tipp',
  undo: 'Zurücknehmen',
  export: 'In Datei speichern',
  import: 'Datei öffnen',
  legend: 'Sonderfelder',
  settings: 'Einstellungen',
  speed: 'Tempo',
  speedSlow: 'Langsam',
  speedNormal: 'Normal',
  speedFast: 'Schnell',
  speedInstant: 'Am schnellsten',
  autoMove: 'Den einzigen möglichen Zug selbst ausführen',
  keysHelp: 'Tasten: R würfelt, die Pfeiltasten wählen einen Zug, Enter führt ihn aus, H zeigt Tipps, U nimmt zurück.',
  log: 'Protokoll',
  results: 'Ergebnis',
  showBoard: 'Spielbrett ansehen',
  playAgain: 'Noch einmal',
  close: 'Schließen',
  board: 'Spielbrett',
  person: 'Mensch',
  easy: 'Computer: leicht',
  medium: 'Computer: mittel',
  hard: 'Computer: schwer',
  seatKind: 'Wer spielt',
  seatName: 'Name',
  playerN: 'Spieler {n}',
  computer: 'Computer',
  neutral: 'Neutral',
  on: 'an',
  off: 'aus',
  colour_red: 'Rot',
  colour_green: 'Grün',
  colour_yellow: 'Gelb',
  colour_blue: 'Blau',
  turnOf: '{name} ist am Zug',
  promptRoll: '{name}, bitte würfeln.',
  promptMove: '{name}, wähle einen Zug: klicke eine markierte Figur oder ein markiertes Feld.',
  promptPick: 'Welche Figur? {pawns}.',
  promptComputer: '{name} (Computer) spielt…',
  promptOver: 'Das Spiel ist aus.',
  place: 'Platz',
  player: 'Spieler',
  score: 'Punkte',
  turns: 'Züge',
  sixes: 'Sechsen',
  captures: 'Geschlagen',
  captured: 'Verloren',
  finished: 'Im Ziel',
  placeN: '{n}.',
  rolled: '{name} würfelt {die}.',
  moveEnter: 'Figur {pawn} kommt ins Spiel',
  moveGo: 'Figur {pawn} von {from} nach {to}',
  moveTower: 'Turm {pawn} und {with} von {from} nach {to}',
  posBase: 'Haus',
  posHome: 'Ziel',
  posSquare: 'Feld {n}',
  withDie: 'mit {die}',
  capturesPawns: 'schlägt {pawns}',
  selectedMove: 'Zug {i} von {n}: {text}',
  noMoves: 'Kein Zug zur Wahl.',
  hintTitle: 'Vorgeschlagene Züge, der beste zuerst',
  hintNone: 'Kein Vorschlag: nichts zu ziehen.',
  winChance: '{p} % Siegchance',
  reason_captures: 'schlägt',
  reason_finishes: 'erreicht das Ziel',
  reason_enters: 'bringt eine Figur ins Spiel',
  reason_reachesSafety: 'kommt in Sicherheit',
  reason_escapesDanger: 'entkommt der Gefahr',
  reason_blocks: 'versperrt den Weg',
  reason_advances: 'kommt voran',
  reason_special: 'nutzt ein Sonderfeld',
  reason_forfeits: 'verliert eine Figur fürs Nichtschlagen',
  undone: 'Dein letzter Zug wurde zurückgenommen.',
  saved: 'Spiel in einer Datei gespeichert.',
  imported: 'Gespeichertes Spiel geöffnet.',
  errNotJson: 'Diese Datei ist kein gespeichertes Spiel (kein JSON). Es wurde nichts geändert.',
  errBadSave: 'Diese Datei ist kein gespeichertes Spiel, das sich öffnen lässt: {detail}. Es wurde nichts geändert.',
  errRead: 'Die Datei ließ sich nicht lesen. Es wurde nichts geändert.',
  errStart: 'Dieses Spiel kann nicht beginnen: {detail}',
  errResume: 'Das gespeicherte Spiel ließ sich nicht wiederherstellen ({detail}). Bitte ein neues Spiel beginnen.',
  errEngine: 'Das Spiel konnte nicht geladen werden: {detail}',
  errStorage: 'Dieser Browser speichert nichts, das Spiel geht beim Neuladen verloren.',
  log_round: 'Runde: {round}',
  log_turn: 'Am Zug: {name}',
  log_skipTurn: '{name} setzt diese Runde aus',
  log_roll: 'Würfel: {die}',
  log_noMove: 'Kein Zug möglich!',
  log_foul: 'Dritte Sechs in Folge: Zug verloren',
  log_enter: 'Figur einsetzen: {pawn}',
  log_tower: 'Turm ziehen: {pawn} {from} → {to}',
  log_move: 'Figur ziehen: {pawn} {from} → {to}',
  log_capture: 'Geschlagen: {pawn}',
  log_forfeit: 'Schlagen versäumt: {pawn} zurück ins Haus',
  log_finish: '{name} wird {place}.',
  log_rollOff: '{name} würfelt {die} für den Anfang',
  log_stalemate: 'Niemand kann ziehen: Wertung nach Punkten',
  log_over: 'Spielende',
  special_forward3: '3 Felder vor',
  special_playAgain: 'Noch einmal würfeln',
  special_back3: '3 Felder zurück',
  special_skipTurn: 'Eine Runde aussetzen',
  special_backToStart: 'Zurück zum Startfeld',
  preset_classic: 'Klassisch',
  preset_velvet: 'Velvet',
  preset_brazilian: 'Brasilianisch',
  preset_mensch: 'Mensch ärgere Dich nicht',
  preset_rewards: 'Belohnungsfelder',
  presetAbout_classic: 'Gewöhnliches Ludo: mit einer Sechs hinaus, Sechsen sammeln und aufteilen, drei Sechsen sind ein Fehler.',
  presetAbout_velvet: 'Sichere Felder und Stapel, Extrawurf fürs Schlagen und fürs Ziel, Wertung nach Punkten.',
  presetAbout_brazilian: 'Mit 1 oder 6 hinaus, über das Ziel hinaus zurückprallen, Türme versperren den Weg.',
  presetAbout_mensch: 'Mensch ärgere Dich nicht auf dem Brett mit 40 Feldern, mit wählbaren Hausregeln.',
  presetAbout_rewards: 'Ein Mensch gegen drei Computer, mit Belohnungs- und Straffeldern.',
  choice_ludo: 'Ludo (15×15)',
  choice_mensch: 'Mensch (11×11)',
  choice_random: 'Auslosen',
  choice_highestRoll: 'höchster Wurf',
  choice_firstSeat: 'Spieler 1',
  switch_board: 'Spielbrett',
  switch_firstTurn: 'Wer beginnt',
  switch_enterOn: 'Hinaus mit',
  switch_enterToDie: 'Beim Hinauskommen um die Augenzahl ziehen',
  switch_startPawns: 'Figuren auf dem Startfeld',
  switch_sixBonus: 'Extrawurf bei einer Sechs',
  switch_bankSixes: 'Sechsen sammeln',
  switch_threeSixes: 'Drei Sechsen kosten den Zug',
  switch_safeSquares: 'Sichere Felder',
  switch_stacking: 'Stapel',
  switch_towers: 'Türme',
  switch_barriers: 'Sperren',
  switch_captureBonus: 'Extrawurf fürs Schlagen',
  switch_homeBonus: 'Extrawurf fürs Ziel',
  switch_bounceBack: 'Zurückprallen',
  switch_specialSquares: 'Belohnungs- und Straffelder',
  switch_playOn: 'Um die weiteren Plätze spielen',
  switch_scoreRanking: 'Wertung nach Punkten',
  switch_vacateStart: 'Startfeld räumen',
  switch_forcedEntry: 'Einsetzen ist Pflicht',
  switch_twoColoursEach: 'Zwei Farben je Spieler',
  switch_neutralColour: 'Neutrale Farbe',
  switch_captureBackwards: 'Rückwärts schlagen',
  switch_threeRolls: 'Dreimal würfeln',
  switch_noSkippingInFinish: 'Im Ziel nicht überspringen',
  switch_compulsoryCapture: 'Schlagzwang',
};

// One-line explanations of the switches; English comes from the engine (Game.switches()).
const aboutTexts = {
  pt: {
    board: 'Qual tabuleiro: "ludo" (15×15, 52 casas no percurso) ou "mensch" (11×11, 40 casas).',
    firstTurn: 'Quem joga primeiro: sorteio, o maior dado (empates jogam de novo) ou o jogador 1.',
    enterOn: 'Os valores do dado que deixam um peão sair da base.',
    enterToDie: 'Um peão que sai da base anda o valor do dado (1 = casa de saída, 6 = cinco casas além dela).',
    startPawns: 'Peões colocados na casa de saída no começo (os outros esperam na base).',
    sixBonus: 'Tirar seis dá outra jogada.',
    bankSixes: 'Depois de um seis, joga-se de novo antes de mover e usa-se cada dado em qualquer peão, em qualquer ordem.',
    threeSixes: 'Um terceiro seis seguido encerra a vez na hora, sem movimento; os dados acumulados se perdem.',
    safeSquares: 'As casas de saída e as estrelas são seguras: ninguém é capturado ali e todos podem dividi-las.',
    stacking: 'Qualquer número de peões pode dividir uma casa; um peão só é capturado quando está sozinho.',
    towers: 'Dois peões da mesma cor formam uma torre que ninguém pode passar; só uma torre captura uma torre.',
    barriers: 'Dois peões da mesma cor formam uma barreira que ninguém pode passar, ocupar ou capturar.',
    captureBonus: 'Uma captura dá uma jogada extra.',
    homeBonus: 'Levar um peão para casa dá uma jogada extra.',
    bounceBack: 'Um dado que passa da casa final faz o peão voltar o excesso, em vez de ser recusado (nunca para fora da reta final).',
    specialSquares: 'Casas de prêmio e de castigo são postas ao acaso no percurso.',
    playOn: 'Depois que o primeiro termina, os outros continuam pelos lugares restantes.',
    scoreRanking: 'Os lugares são decididos por pontos: 250 por peão em casa mais o quanto cada outro peão andou.',
    vacateStart: 'Enquanto há peões na base, um peão na própria casa de saída tem de sair dela quando puder.',
    forcedEntry: 'Um dado que pode pôr um peão em jogo tem de fazê-lo enquanto há peões na base.',
    twoColoursEach: 'Com dois jogadores, cada um joga duas cores opostas, separadamente, e vence quando as duas estão em casa.',
    neutralColour: 'Com três jogadores, a quarta cor é neutra: quem está na vez pode movê-la.',
    captureBackwards: 'Um peão pode andar para trás o valor do dado para capturar, nunca até ou além da própria casa de saída.',
    threeRolls: 'Sem peão que possa se mover, jogue até três vezes para tirar um seis.',
    noSkippingInFinish: 'Os peões não podem pular outros peões nas casas de chegada.',
    compulsoryCapture: 'Quem podia capturar tem de capturar: senão o peão que podia ter capturado volta para a base.',
  },
  de: {
    board: 'Welches Brett: "ludo" (15×15, 52 Lauffelder) oder "mensch" (11×11, 40 Felder).',
    firstTurn: 'Wer zuerst dran ist: per Los, der höchste Wurf (bei Gleichstand noch einmal) oder Spieler 1.',
    enterOn: 'Die Augenzahlen, mit denen eine Figur das Haus verlassen darf.',
    enterToDie: 'Eine Figur, die das Haus verlässt, zieht so weit wie der Würfel (1 = Startfeld, 6 = fünf Felder weiter).',
    startPawns: 'Figuren, die zu Beginn auf ihrem Startfeld stehen (die übrigen warten im Haus).',
    sixBonus: 'Eine Sechs gibt einen weiteren Wurf.',
    bankSixes: 'Nach einer Sechs erst noch einmal würfeln, dann jeden Wurf mit einer beliebigen Figur in beliebiger Reihenfolge ziehen.',
    threeSixes: 'Eine dritte Sechs in Folge beendet den Zug sofort ohne Ziehen; gesammelte Würfe verfallen.',
    safeSquares: 'Startfelder und Sternfelder sind sicher: dort wird niemand geschlagen, und alle dürfen sie teilen.',
    stacking: 'Beliebig viele Figuren dürfen ein Feld teilen; geschlagen wird eine Figur nur, wenn sie allein steht.',
    towers: 'Zwei Figuren einer Farbe bilden einen Turm, an dem niemand vorbei darf; nur ein Turm schlägt einen Turm.',
    barriers: 'Zwei Figuren einer Farbe bilden eine Sperre, die niemand überspringen, betreten oder schlagen darf.',
    captureBonus: 'Schlagen gibt einen Extrawurf.',
    homeBonus: 'Eine Figur ins Ziel zu bringen gibt einen Extrawurf.',
    bounceBack: 'Ein Wurf über das Ziel hinaus prallt um den Überschuss zurück, statt verweigert zu werden (nie aus den Zielfeldern hinaus).',
    specialSquares: 'Belohnungs- und Straffelder werden zufällig auf der Laufbahn verteilt.',
    playOn: 'Wenn der Erste fertig ist, spielen die anderen um die übrigen Plätze weiter.',
    scoreRanking: 'Die Plätze entscheiden die Punkte: 250 je Figur im Ziel plus die Strecke jeder anderen Figur.',
    vacateStart: 'Solange Figuren im Haus warten, muss eine Figur auf dem eigenen Startfeld weiterziehen, sobald sie kann.',
    forcedEntry: 'Ein Wurf, mit dem eine Figur ins Spiel kommen kann, muss dafür genutzt werden, solange Figuren im Haus warten.',
    twoColoursEach: 'Bei zwei Spielern spielt jeder zwei gegenüberliegende Farben getrennt und gewinnt, wenn beide im Ziel sind.',
    neutralColour: 'Bei drei Spielern ist die vierte Farbe neutral: wer am Zug ist, darf sie ziehen.',
    captureBackwards: 'Eine Figur darf zum Schlagen um die Augenzahl rückwärts ziehen, nie auf oder über das eigene Startfeld.',
    threeRolls: 'Kann keine Figur ziehen, darf man bis zu dreimal nach einer Sechs würfeln.',
    noSkippingInFinish: 'Im Ziel dürfen Figuren nicht über andere Figuren springen.',
    compulsoryCapture: 'Wer schlagen konnte, muss: sonst geht die Figur, die hätte schlagen können, zurück ins Haus.',
  },
};

const tables = { en, pt, de };

/** The languages the page speaks. */
export const LANGS = Object.keys(tables);

let current = 'en';

/** Picks the page language from a list such as navigator.languages ('pt-BR' → 'pt'). */
export function pickLang(preferred) {
  for (const tag of preferred || []) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/** Sets the language used by t(). */
export function setLang(lang) {
  current = LANGS.includes(lang) ? lang : 'en';
}

/** The language in use. */
export function lang() {
  return current;
}

/** A text in the current language, with `{name}` placeholders filled from `params`. */
export function t(key, params = {}) {
  const text = tables[current][key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

/** Whether a text exists (so unknown engine codes fall back to the engine's English). */
export function has(key) {
  return key in en;
}

/** A switch's short title. */
export function switchTitle(sw) {
  return has(`switch_${sw.name}`) ? t(`switch_${sw.name}`) : sw.name;
}

/** A switch's one-line explanation: the engine's English, or its translation. */
export function switchAbout(sw) {
  return (current !== 'en' && aboutTexts[current]?.[sw.name]) || sw.about;
}

/** A preset's name and one-line description. */
export function presetText(p) {
  return {
    name: has(`preset_${p.name}`) ? t(`preset_${p.name}`) : p.name,
    about: current !== 'en' && has(`presetAbout_${p.name}`) ? t(`presetAbout_${p.name}`) : p.about,
  };
}

/** The name of the player of a side in a log line: the seat's name, or "Neutral". */
function sideName(state, side) {
  const seat = state.sides[side]?.seat;
  return seat === null || seat === undefined ? t('neutral') : state.seats[seat].name;
}

/** The lines one log entry gives, in the current language (none for an extra roll). */
export function eventLines(e, state) {
  switch (e.type) {
    case 'rollOff':
      return [t('log_rollOff', { name: state.seats[e.seat].name, die: e.die })];
    case 'turn':
      return [t('log_round', { round: e.round }), t('log_turn', { name: sideName(state, e.side) })];
    case 'skipTurn':
      return [t('log_skipTurn', { name: sideName(state, e.side) })];
    case 'roll':
      return [t('log_roll', { die: e.die })];
    case 'noMove':
      return [t('log_noMove')];
    case 'foul':
      return [t('log_foul')];
    case 'move':
      if (e.kind === 'enter') return [t('log_enter', { pawn: e.pawn })];
      return [t(e.kind === 'tower' ? 'log_tower' : 'log_move', { pawn: e.pawn, from: e.from, to: e.to })];
    case 'capture':
      return [t('log_capture', { pawn: e.pawn })];
    case 'forfeit':
      return [t('log_forfeit', { pawn: e.pawn })];
    case 'special':
      return [t(`special_${e.effect}`)];
    case 'extraRoll':
      return [];
    case 'finish':
      return [t('log_finish', { name: state.seats[e.seat].name, place: e.place })];
    case 'stalemate':
      return [t('log_stalemate')];
    case 'over':
      return [t('log_over')];
    default:
      return [];
  }
}

/** The whole log (or a slice of entries) as lines in the current language. */
export function logLines(events, state) {
  return events.flatMap((e) => eventLines(e, state));
}

/** A path position in words: base, home, or a square number. */
export function posText(pos, goal) {
  if (pos === 0) return t('posBase');
  if (pos === goal) return t('posHome');
  return t('posSquare', { n: pos });
}

/** A legal move in words, for the keyboard cursor and the hints. */
export function moveText(m, goal, withDie = false) {
  let text;
  if (m.kind === 'enter') text = t('moveEnter', { pawn: m.pawn });
  else if (m.kind === 'tower') {
    text = t('moveTower', { pawn: m.pawn, with: m.with, from: posText(m.from, goal), to: posText(m.to, goal) });
  } else text = t('moveGo', { pawn: m.pawn, from: posText(m.from, goal), to: posText(m.to, goal) });
  if (withDie) text += ` (${t('withDie', { die: m.die })})`;
  if (m.captures && m.captures.length) text += `, ${t('capturesPawns', { pawns: m.captures.join(', ') })}`;
  return text;
}
