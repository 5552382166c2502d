import type { LucideIcon } from 'lucide-react';
import Activity from 'lucide-react/icons/activity';
import Award from 'lucide-react/icons/award';
import BatteryCharging from 'lucide-react/icons/battery-charging';
import Bot from 'lucide-react/icons/bot';
import Boxes from 'lucide-react/icons/boxes';
import Brain from 'lucide-react/icons/brain';
import Building2 from 'lucide-react/icons/building-2';
import Cable from 'lucide-react/icons/cable';
import Car from 'lucide-react/icons/car';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import CircuitBoard from 'lucide-react/icons/circuit-board';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Cloud from 'lucide-react/icons/cloud';
import Cog from 'lucide-react/icons/cog';
import Container from 'lucide-react/icons/container';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Factory from 'lucide-react/icons/factory';
import FileCheck from 'lucide-react/icons/file-check';
import Gauge from 'lucide-react/icons/gauge';
import HardDrive from 'lucide-react/icons/hard-drive';
import Layers from 'lucide-react/icons/layers';
import Leaf from 'lucide-react/icons/leaf';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Lock from 'lucide-react/icons/lock';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Monitor from 'lucide-react/icons/monitor';
import Network from 'lucide-react/icons/network';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import PlugZap from 'lucide-react/icons/plug-zap';
import RadioTower from 'lucide-react/icons/radio-tower';
import Router from 'lucide-react/icons/router';
import ScanEye from 'lucide-react/icons/scan-eye';
import Server from 'lucide-react/icons/server';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import Thermometer from 'lucide-react/icons/thermometer';
import Timer from 'lucide-react/icons/timer';
import TrendingDown from 'lucide-react/icons/trending-down';
import Users from 'lucide-react/icons/users';
import Waypoints from 'lucide-react/icons/waypoints';
import Wifi from 'lucide-react/icons/wifi';
import Wind from 'lucide-react/icons/wind';
import Workflow from 'lucide-react/icons/workflow';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import type { IconName } from './icon-names';

/** Each icon imported on its own (no barrel), so a page ships only the icons in its bundle's reach. */
export const icons: Record<IconName, LucideIcon> = {
  'activity': Activity,
  'award': Award,
  'battery-charging': BatteryCharging,
  'bot': Bot,
  'boxes': Boxes,
  'brain': Brain,
  'building-2': Building2,
  'cable': Cable,
  'car': Car,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'circuit-board': CircuitBoard,
  'clipboard-check': ClipboardCheck,
  'cloud': Cloud,
  'cog': Cog,
  'container': Container,
  'cpu': Cpu,
  'database': Database,
  'factory': Factory,
  'file-check': FileCheck,
  'gauge': Gauge,
  'hard-drive': HardDrive,
  'layers': Layers,
  'leaf': Leaf,
  'lightbulb': Lightbulb,
  'lock': Lock,
  'message-square-text': MessageSquareText,
  'monitor': Monitor,
  'network': Network,
  'piggy-bank': PiggyBank,
  'plug-zap': PlugZap,
  'radio-tower': RadioTower,
  'router': Router,
  'scan-eye': ScanEye,
  'server': Server,
  'shield-check': ShieldCheck,
  'sparkles': Sparkles,
  'sun': Sun,
  'target': Target,
  'thermometer': Thermometer,
  'timer': Timer,
  'trending-down': TrendingDown,
  'users': Users,
  'waypoints': Waypoints,
  'wifi': Wifi,
  'wind': Wind,
  'workflow': Workflow,
  'wrench': Wrench,
  'zap': Zap,
};
