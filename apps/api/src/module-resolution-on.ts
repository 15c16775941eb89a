// `node --import <this file> <script>`: the script's modules load as the servers' do (module-resolution.ts).
import { speedUpModuleLoading } from './module-resolution.ts';

speedUpModuleLoading();
