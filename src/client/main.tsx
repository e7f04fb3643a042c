import { startApp } from './app/app';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void startApp(root);
