export default defineBackground({
  type: 'module',
  main() {
    // Wiring comes with the extension issue; lib/ holds the logic.
  },
});
