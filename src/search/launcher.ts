// Placeholder until the framework-free search launcher lands (branch search-vanilla).
export function installSearchLauncher(): void {}
