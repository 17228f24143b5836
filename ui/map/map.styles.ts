/** Styles of the lazy map (imported once from ui/boot.tsx; views never import CSS). */
import './map.css';
