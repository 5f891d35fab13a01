// Navigation for code outside React (the session store after a 401, logout, deletion). The
// router registers itself at start; before that a full page load does the job.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
