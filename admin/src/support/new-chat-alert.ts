/**
 * The alert of a new chat for an agent at the console (issue 36): a short two-note chime played
 * with the Web Audio API, and a system notification when the browser allows them. The agent
 * turns both off in the header's presence menu; the choice stays in this browser.
 */
const ALERTS_KEY = 'hexagone.chat.alerts';

export const alertsWanted = (): boolean => localStorage.getItem(ALERTS_KEY) !== 'off';

export function keepAlertsWanted(wanted: boolean): void {
  localStorage.setItem(ALERTS_KEY, wanted ? 'on' : 'off');
  // Asked while the agent clicks: browsers grant the permission only on a gesture.
  if (wanted && typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission();
}

/** Two short notes (A5 then E6), soft and under half a second. */
function chime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  const start = audio.currentTime;
  [880, 1318.5].forEach((frequency, index) => {
    const at = start + index * 0.18;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.26);
  });
  window.setTimeout(() => void audio.close(), 800);
}

export function alertNewChat(text: string, open: () => void): void {
  if (!alertsWanted()) return;
  chime();
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const shown = new Notification('Chat en direct', { body: text, tag: 'hexagone-new-chat' });
  shown.onclick = () => {
    window.focus();
    open();
    shown.close();
  };
}
