import { render } from 'preact';

function Popup() {
  return <main>Tender Radar</main>;
}

render(<Popup />, document.getElementById('app')!);
