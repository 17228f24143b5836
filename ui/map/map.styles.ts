/** Styles of the lazy map (imported once from app/boot.tsx; views never import CSS). */
import './map.css';
